import { afterEach, describe, expect, it } from 'vitest';
import { consentBootstrapScript, TARGETING_CONSENT_TYPES, updateConsent } from '@/lib/analytics/consentMode';

const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';

function runBootstrap() {
  // The same source the layout inlines into <head>.
  new Function(consentBootstrapScript())();
}

afterEach(() => {
  delete window.dataLayer;
  document.documentElement.removeAttribute('data-consent-pending');
  document.cookie = 'consent-status=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('Google Consent Mode v2 (basic)', () => {
  it('sets a default with everything but security_storage denied, as an Arguments object', () => {
    runBootstrap();
    expect(window.dataLayer).toHaveLength(1);
    const [command] = window.dataLayer!;
    expect(isArguments(command)).toBe(true);
    const [verb, action, state] = Array.from(command as ArrayLike<unknown>);
    expect([verb, action]).toEqual(['consent', 'default']);
    expect(state).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      personalization_storage: 'denied',
      functionality_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: 500,
    });
  });

  it("restores a returning visitor's acceptance right after the default", () => {
    document.cookie = 'consent-status=true; path=/';
    runBootstrap();
    expect(window.dataLayer).toHaveLength(2);
    const update = Array.from(window.dataLayer![1] as ArrayLike<unknown>);
    expect(update.slice(0, 2)).toEqual(['consent', 'update']);
    expect(Object.values(update[2] as object).every((value) => value === 'granted')).toBe(true);
  });

  it('keeps everything denied for a visitor who refused', () => {
    document.cookie = 'consent-status=false; path=/';
    runBootstrap();
    expect(window.dataLayer).toHaveLength(1);
  });

  it('grants the five targeting types on accept and denies them on withdrawal, after the default', () => {
    runBootstrap();
    updateConsent(true);
    updateConsent(false);
    const [, granted, denied] = window.dataLayer!;
    expect(isArguments(granted) && isArguments(denied)).toBe(true);
    const expected = (value: string) => Object.fromEntries(TARGETING_CONSENT_TYPES.map((type) => [type, value]));
    expect(Array.from(granted as ArrayLike<unknown>)).toEqual(['consent', 'update', expected('granted')]);
    expect(Array.from(denied as ArrayLike<unknown>)).toEqual(['consent', 'update', expected('denied')]);
    expect(TARGETING_CONSENT_TYPES).toEqual([
      'ad_storage',
      'ad_user_data',
      'ad_personalization',
      'analytics_storage',
      'personalization_storage',
    ]);
  });
});

describe('the cookie panel before the first paint', () => {
  const pending = () => document.documentElement.hasAttribute('data-consent-pending');

  it('marks the page so the prerendered panel shows when no choice is stored', () => {
    runBootstrap();
    expect(pending()).toBe(true);
  });

  it.each(['true', 'false'])('leaves the panel hidden when the cookie holds a choice (%s)', (value) => {
    document.cookie = `consent-status=${value}; path=/`;
    runBootstrap();
    expect(pending()).toBe(false);
  });

  it('treats a cookie that holds no choice as no choice', () => {
    document.cookie = 'consent-status=maybe; path=/';
    runBootstrap();
    expect(pending()).toBe(true);
    expect(window.dataLayer).toHaveLength(1);
  });
});
