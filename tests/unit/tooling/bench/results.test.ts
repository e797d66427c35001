import { describe, expect, it } from 'vitest';
import { asResults, withView } from '@/tooling/bench/results';
import { viewResult } from './fixtures';

describe('withView', () => {
  it("replaces only the view that was run, keeping the others' own dates and commits", () => {
    const before = {
      views: { default: viewResult({ commit: 'old0001' }), devtools: viewResult({ commit: 'old0002' }) },
    };
    const after = withView(before, 'default', viewResult({ commit: 'new0001' }));
    expect(after.views.default?.commit).toBe('new0001');
    expect(after.views.devtools).toEqual(before.views.devtools);
    expect(after.views['no-paint-holding']).toBeUndefined();
  });

  it('keeps the views in a fixed order, whichever was run last', () => {
    const after = withView({ views: { devtools: viewResult() } }, 'no-paint-holding', viewResult());
    expect(Object.keys(withView(after, 'default', viewResult()).views)).toEqual([
      'default',
      'no-paint-holding',
      'devtools',
    ]);
  });

  it('starts from nothing when there is no results file yet', () => {
    expect(withView(undefined, 'devtools', viewResult())).toEqual({ views: { devtools: viewResult() } });
  });
});

describe('asResults', () => {
  it('reads a file written before there were views as the default view', () => {
    const single = viewResult({ commit: '0ac58bb' });
    expect(asResults(single)).toEqual({ views: { default: single } });
    expect(withView(single, 'devtools', viewResult()).views.default).toEqual(single);
  });

  it('reads anything else as no views', () => {
    expect(asResults(null)).toEqual({ views: {} });
    expect(asResults({ something: 1 })).toEqual({ views: {} });
  });
});
