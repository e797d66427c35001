import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AttributionCapture from '@/components/forms/AttributionCapture';

afterEach(() => sessionStorage.clear());

describe('AttributionCapture', () => {
  it('stores where the visit began once the page has loaded, and renders nothing', async () => {
    window.history.replaceState(null, '', '/blogposts?utm_source=newsletter&utm_campaign=november');
    const { container } = render(<AttributionCapture />);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(sessionStorage.getItem('utm_source')).toBe('newsletter'));
    expect(sessionStorage.getItem('utm_campaign')).toBe('november');
    expect(sessionStorage.getItem('landing_page')).toBe(window.location.href);
  });

  it('dates the visit from when the browser began loading the page, not from hydration', async () => {
    render(<AttributionCapture />);
    await waitFor(() => expect(sessionStorage.getItem('first_visit_at')).not.toBeNull());
    expect(sessionStorage.getItem('first_visit_at')).toBe(new Date(performance.timeOrigin).toISOString());
  });

  it('keeps the page the visit began on when the visitor moves on before the browser is idle', async () => {
    window.history.replaceState(null, '', '/jobs/senior-react-native-developer');
    const landing = window.location.href;
    render(<AttributionCapture />);
    // A client-side navigation right after the page loaded, before the idle capture ran.
    window.history.pushState(null, '', '/apply-job?job=senior-react-native-developer');
    await waitFor(() => expect(sessionStorage.getItem('landing_page')).not.toBeNull());
    expect(sessionStorage.getItem('landing_page')).toBe(landing);
  });
});
