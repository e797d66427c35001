import { afterEach, describe, expect, it } from 'vitest';
import { captureAttribution, readAttribution } from '@/lib/attribution';

const first = new Date('2026-11-23T04:00:00.000Z');
const later = new Date('2026-11-23T04:20:00.000Z');

afterEach(() => {
  sessionStorage.clear();
  for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'landing_page', 'first_visit_at']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('captureAttribution', () => {
  it('stores the UTM parameters, the full landing page and the first-visit time on first load', () => {
    const landing =
      'https://www.example.com/services/pricing?utm_source=clutch&utm_medium=referral&utm_campaign=autumn&ref=x';
    captureAttribution(landing, first);
    expect({ ...sessionStorage }).toEqual({
      utm_source: 'clutch',
      utm_medium: 'referral',
      utm_campaign: 'autumn',
      landing_page: landing,
      first_visit_at: '2026-11-23T04:00:00.000Z',
    });
  });

  it('never overwrites what is stored, and adds a key only when it is absent', () => {
    captureAttribution('https://www.example.com/?utm_source=linkedin', first);
    captureAttribution('https://www.example.com/contact?utm_source=google&utm_campaign=brand', later);
    expect(readAttribution()).toEqual({
      utm_source: 'linkedin',
      utm_campaign: 'brand',
      landing_page: 'https://www.example.com/?utm_source=linkedin',
      first_visit_at: '2026-11-23T04:00:00.000Z',
    });
  });

  it('uses the current address by default and stores no empty UTM values', () => {
    window.history.replaceState(null, '', '/blogposts?utm_source=&utm_medium=newsletter');
    captureAttribution();
    expect(sessionStorage.getItem('utm_source')).toBeNull();
    expect(sessionStorage.getItem('utm_medium')).toBe('newsletter');
    expect(sessionStorage.getItem('landing_page')).toBe(window.location.href);
    expect(new Date(sessionStorage.getItem('first_visit_at') ?? '').toString()).not.toBe('Invalid Date');
  });
});

describe('readAttribution', () => {
  it('reads a cookie of the same name before sessionStorage and omits absent keys', () => {
    sessionStorage.setItem('utm_source', 'from-storage');
    sessionStorage.setItem('utm_medium', 'cpc');
    document.cookie = 'utm_source=from-cookie; path=/';
    document.cookie = 'utm_campaign=spring%20launch; path=/';
    expect(readAttribution()).toEqual({ utm_source: 'from-cookie', utm_medium: 'cpc', utm_campaign: 'spring launch' });
  });

  it('is empty on a visit with nothing stored', () => expect(readAttribution()).toEqual({}));
});
