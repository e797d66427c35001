import { describe, expect, it } from 'vitest';
import {
  initialRootViewState,
  isBusy,
  pageOf,
  rootViewReducer,
  startsNavigation,
  traversesToAnotherPage,
} from '@/lib/rootView';

describe('rootViewReducer', () => {
  it('turns the transition flag on when a navigation starts and off when it completes', () => {
    const started = rootViewReducer(initialRootViewState, { type: 'navigationStart' });
    expect(started).toEqual({ transitioning: true, loading: false });
    expect(isBusy(started)).toBe(true);
    const done = rootViewReducer(started, { type: 'navigationComplete' });
    expect(done).toEqual({ transitioning: false, loading: false });
    expect(isBusy(done)).toBe(false);
  });

  it('resets the loading flag after navigation', () => {
    const loading = rootViewReducer(initialRootViewState, { type: 'setLoading', loading: true });
    expect(isBusy(loading)).toBe(true);
    expect(rootViewReducer(loading, { type: 'navigationComplete' })).toEqual({ transitioning: false, loading: false });
  });

  it('keeps the same state object when nothing changes', () => {
    expect(rootViewReducer(initialRootViewState, { type: 'navigationComplete' })).toBe(initialRootViewState);
  });
});

describe('startsNavigation', () => {
  const here = new URL('https://example.com/services?x=1');
  const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const link = (href: string, target = '', hasDownload = false) => ({ href, target, hasDownload });

  it('is true for a plain click to another page of the site', () => {
    expect(startsNavigation(link('/contact'), plainClick, here)).toBe(true);
    expect(startsNavigation(link('https://example.com/services?x=2'), plainClick, here)).toBe(true);
  });

  it('is false for a hash on the same page, other sites, new tabs, downloads and modified clicks', () => {
    expect(startsNavigation(link('/services?x=1#faq'), plainClick, here)).toBe(false);
    expect(startsNavigation(link('https://other.example/'), plainClick, here)).toBe(false);
    expect(startsNavigation(link('/contact', '_blank'), plainClick, here)).toBe(false);
    expect(startsNavigation(link('/brochure.pdf', '', true), plainClick, here)).toBe(false);
    expect(startsNavigation(link('/contact'), { ...plainClick, metaKey: true }, here)).toBe(false);
    expect(startsNavigation(link('/contact'), { ...plainClick, button: 1 }, here)).toBe(false);
  });
});

describe('traversesToAnotherPage', () => {
  it('is false between hashes of the page on screen and true for another path or query', () => {
    const faq = new URL('https://example.com/services?x=1#faq');
    expect(pageOf(faq)).toBe('/services?x=1');
    expect(traversesToAnotherPage('/services?x=1', faq)).toBe(false);
    expect(traversesToAnotherPage('/services?x=1', new URL('https://example.com/services?x=1'))).toBe(false);
    expect(traversesToAnotherPage('/services?x=1', new URL('https://example.com/services'))).toBe(true);
    expect(traversesToAnotherPage('/services?x=1', new URL('https://example.com/about?x=1#faq'))).toBe(true);
  });
});
