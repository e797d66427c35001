import { describe, expect, it } from 'vitest';
import { initialRootViewState, isBusy, pageOf, rootViewReducer, traversesToAnotherPage } from '@/lib/rootView';

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
