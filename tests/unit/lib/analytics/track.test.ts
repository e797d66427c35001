import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_PARAMETERS, type EventParameters } from '@/lib/analytics/events';
import { isContactLink, track } from '@/lib/analytics/track';

afterEach(() => {
  delete window.dataLayer;
  document.cookie = 'consent-status=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const click = { link_text: "Let's Talk", link_location: 'header', page_path: '/' } as const;
const application = {
  job_id: 'product-designer',
  job_title: 'Product Designer',
  department: 'Design',
  seniority: 'Senior',
  attachments: 1,
} as const;

describe('track', () => {
  it('silently drops events before any choice and after refusal', () => {
    expect(track('get_in_touch_click', click)).toBe(false);
    document.cookie = 'consent-status=false; path=/';
    expect(track('apply_job_form', application)).toBe(false);
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('pushes each event with its parameters once consent is given', () => {
    document.cookie = 'consent-status=true; path=/';
    expect(track('get_in_touch_click', click)).toBe(true);
    expect(track('apply_job_form', application)).toBe(true);
    expect(track('subscribed_to_newsletter', { form: 'application' })).toBe(true);
    expect(window.dataLayer).toEqual([
      { event: 'get_in_touch_click', ...click },
      { event: 'apply_job_form', ...application },
      { event: 'subscribed_to_newsletter', form: 'application' },
    ]);
  });

  it("pushes every parameter of the event, an absent one as undefined so the tag manager forgets an earlier event's value", () => {
    document.cookie = 'consent-status=true; path=/';
    const names = EVENT_PARAMETERS.get_in_touch_form;
    const nothingChosen = Object.fromEntries(names.map((name) => [name, undefined]));
    track('get_in_touch_form', {
      ...nothingChosen,
      lead_type: 'general_enquiry',
      attachments: 0,
    } as EventParameters<'get_in_touch_form'>);
    const [entry] = window.dataLayer as Record<string, unknown>[];
    expect(Object.keys(entry!)).toEqual(['event', ...names]);
    expect(entry).toMatchObject({ lead_type: 'general_enquiry', attachments: 0, budget: undefined });
  });

  it('pushes only the parameters the event declares', () => {
    document.cookie = 'consent-status=true; path=/';
    track('subscribed_to_newsletter', { form: 'contact', email: 'ana@example.com' } as never);
    expect(window.dataLayer).toEqual([{ event: 'subscribed_to_newsletter', form: 'contact' }]);
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
