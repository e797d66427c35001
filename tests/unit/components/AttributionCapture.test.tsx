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
});
