import { describe, expect, it } from 'vitest';
import { clientNavigation, isPagePath } from '@/lib/navigation/linkClick';

const here = new URL('https://wolfpack.example/services?x=1');
const plainClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const link = (href: string, target = '', hasDownload = false) => ({ href, target, hasDownload });

describe('clientNavigation', () => {
  it('gives the router a plain left click on a link to another page of the site', () => {
    expect(clientNavigation(link('/contact'), plainClick, here)).toEqual({ href: '/contact', changesPage: true });
    expect(clientNavigation(link('https://wolfpack.example/services?x=2'), plainClick, here)).toEqual({
      href: '/services?x=2',
      changesPage: true,
    });
    expect(clientNavigation(link('/about#team', '_self'), plainClick, here)).toEqual({
      href: '/about#team',
      changesPage: true,
    });
  });

  it('keeps a link to the page on screen with the router, as next/link did, without starting a transition', () => {
    expect(clientNavigation(link('/services?x=1'), plainClick, here)).toEqual({
      href: '/services?x=1',
      changesPage: false,
    });
  });

  it('leaves a click with any modifier key, or with another button, to the browser', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(clientNavigation(link('/contact'), { ...plainClick, [modifier]: true }, here)).toBeNull();
    }
    expect(clientNavigation(link('/contact'), { ...plainClick, button: 1 }, here)).toBeNull();
    expect(clientNavigation(link('/contact'), { ...plainClick, button: 2 }, here)).toBeNull();
  });

  it('leaves a click another handler has already taken', () => {
    expect(clientNavigation(link('/contact'), { ...plainClick, defaultPrevented: true }, here)).toBeNull();
  });

  it('leaves links with a target or a download attribute to the browser', () => {
    expect(clientNavigation(link('/contact', '_blank'), plainClick, here)).toBeNull();
    expect(clientNavigation(link('/contact', 'share'), plainClick, here)).toBeNull();
    expect(clientNavigation(link('/contact', '', true), plainClick, here)).toBeNull();
  });

  it('leaves other origins and schemes to the browser', () => {
    expect(clientNavigation(link('https://www.linkedin.com/company/x'), plainClick, here)).toBeNull();
    expect(clientNavigation(link('http://wolfpack.example/contact'), plainClick, here)).toBeNull();
    expect(clientNavigation(link('mailto:hello@wolfpack.example'), plainClick, here)).toBeNull();
    expect(clientNavigation(link('tel:+40264000000'), plainClick, here)).toBeNull();
  });

  it('leaves a hash on the page on screen to the browser, which scrolls to it', () => {
    expect(clientNavigation(link('#faq'), plainClick, here)).toBeNull();
    expect(clientNavigation(link('/services?x=1#faq'), plainClick, here)).toBeNull();
  });

  it('leaves the site’s files to the browser', () => {
    expect(clientNavigation(link('/blogposts/feed.xml'), plainClick, here)).toBeNull();
    expect(clientNavigation(link('/api/health'), plainClick, here)).toBeNull();
  });
});

describe('isPagePath', () => {
  it('tells pages from files and the API', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/blogposts/how-much-does-an-mvp-cost-in-2026')).toBe(true);
    expect(isPagePath('/sitemap')).toBe(true);
    expect(isPagePath('/sitemap.xml')).toBe(false);
    expect(isPagePath('/images/badges/iso-9001.svg')).toBe(false);
    expect(isPagePath('/api/contact')).toBe(false);
    expect(isPagePath('/_next/static/chunks/a.js')).toBe(false);
  });
});
