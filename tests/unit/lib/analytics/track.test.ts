import { afterEach, describe, expect, it } from 'vitest';
import { isContactLink, track } from '@/lib/analytics/track';

afterEach(() => {
  delete window.dataLayer;
  document.cookie = 'consent-status=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('track', () => {
  it('silently drops events before any choice and after refusal', () => {
    expect(track('get_in_touch_click')).toBe(false);
    document.cookie = 'consent-status=false; path=/';
    expect(track('apply_job_form')).toBe(false);
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('pushes each of the four events once consent is given', () => {
    document.cookie = 'consent-status=true; path=/';
    for (const event of [
      'get_in_touch_click',
      'get_in_touch_form',
      'apply_job_form',
      'subscribed_to_newsletter',
    ] as const) {
      expect(track(event)).toBe(true);
    }
    expect(window.dataLayer).toEqual([
      { event: 'get_in_touch_click' },
      { event: 'get_in_touch_form' },
      { event: 'apply_job_form' },
      { event: 'subscribed_to_newsletter' },
    ]);
  });
});

describe('isContactLink', () => {
  const origin = 'https://www.example.com';
  it.each(['/contact', '/contact/', 'https://www.example.com/contact?from=pricing', '/contact#form'])(
    '%s leads to contact',
    (href) => {
      expect(isContactLink(href, origin)).toBe(true);
    },
  );
  it.each(['/contact/success', '/contacts', 'https://elsewhere.com/contact', '/services'])('%s does not', (href) => {
    expect(isContactLink(href, origin)).toBe(false);
  });
});
