import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delegateLinks, type DelegatedLinks } from '@/lib/navigation/browser';

const router = { push: vi.fn<(href: string) => void>(), prefetch: vi.fn<(href: string) => void>() };
const build = vi.hoisted(() => ({ navigate: vi.fn<(href: string) => boolean>(() => false), outdated: false }));
vi.mock('@/lib/build-update/browser', () => ({ currentBuildWatcher: () => build }));

let links: DelegatedLinks;
const navigationStarts = vi.fn();

function anchor(href: string, text: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('a');
  element.href = href;
  element.textContent = text;
  Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
  document.body.append(element);
  return element;
}

/** Clicks like a visitor; returns whether the browser would still follow the link itself. */
function click(element: Element, init: MouseEventInit = {}) {
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/services');
  links = delegateLinks(document, router, navigationStarts);
});

afterEach(() => {
  links.stop();
  document.body.replaceChildren();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('delegateLinks', () => {
  it('turns a plain click on a link to another page into a client navigation that starts the transition', () => {
    const followedByBrowser = click(anchor('/team', 'Team'));
    expect(followedByBrowser).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/team');
    expect(navigationStarts).toHaveBeenCalledTimes(1);
  });

  it('keeps the hash of a link to a section of another page', () => {
    click(anchor('/about#values', 'Our values'));
    expect(router.push).toHaveBeenCalledWith('/about#values');
  });

  it('leaves modified clicks, new tabs, downloads, other sites, files and same-page hashes to the browser', () => {
    const cases: [HTMLAnchorElement, MouseEventInit][] = [
      [anchor('/team', 'Team'), { ctrlKey: true }],
      [anchor('/team', 'Team'), { metaKey: true }],
      [anchor('/team', 'Team'), { shiftKey: true }],
      [anchor('/team', 'Team', { target: '_blank' }), {}],
      [anchor('/brochure', 'Brochure', { download: '' }), {}],
      [anchor('https://www.linkedin.com/company/wolfpack', 'LinkedIn'), {}],
      [anchor('/blogposts/feed.xml', 'RSS feed'), {}],
      [anchor('#faq', 'FAQ'), {}],
    ];
    for (const [element, init] of cases) {
      element.addEventListener('click', (event) => event.preventDefault(), { once: true }); // jsdom would navigate
      click(element, init);
    }
    expect(router.push).not.toHaveBeenCalled();
    expect(navigationStarts).not.toHaveBeenCalled();
  });

  it('leaves a click another handler took', () => {
    const element = anchor('/team', 'Team');
    element.addEventListener('click', (event) => event.preventDefault());
    click(element);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('loads the page in full once a newer build is out', () => {
    build.navigate.mockReturnValueOnce(true);
    const followedByBrowser = click(anchor('/team', 'Team'));
    expect(build.navigate).toHaveBeenCalledWith('/team');
    expect(router.push).not.toHaveBeenCalled();
    expect(followedByBrowser).toBe(false);
  });

  it('prefetches a page on hover and on focus, at once', async () => {
    anchor('/jobs', 'Jobs').dispatchEvent(new Event('pointerover', { bubbles: true }));
    anchor('/blogposts', 'Blog').focus();
    await vi.waitFor(() => {
      expect(router.prefetch).toHaveBeenCalledWith('/jobs');
      expect(router.prefetch).toHaveBeenCalledWith('/blogposts');
    });
  });

  it('prefetches nothing on hover when the browser reports a data saver', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    anchor('/contact', 'Contact').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    links.stop();
    const element = anchor('/team', 'Team');
    element.addEventListener('click', (event) => event.preventDefault());
    click(element);
    expect(router.push).not.toHaveBeenCalled();
    links = delegateLinks(document, router, navigationStarts);
  });
});
