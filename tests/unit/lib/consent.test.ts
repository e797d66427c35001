import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, hasConsent, readConsent, writeConsent } from '@/lib/consent/cookie';

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
  vi.restoreAllMocks();
});

describe('consent cookie', () => {
  it('reads no choice before the visitor chooses', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent()).toBe(false);
  });

  it('stores true when Targeting & Advertising is accepted and false when refused', () => {
    writeConsent(true);
    expect(document.cookie).toContain('consent-status=true');
    expect(hasConsent()).toBe(true);
    writeConsent(false);
    expect(document.cookie).toContain('consent-status=false');
    expect(readConsent()).toBe(false);
    expect(hasConsent()).toBe(false);
  });

  it('treats any other value as no choice', () => {
    document.cookie = 'consent-status=yes; path=/';
    expect(readConsent()).toBeNull();
    expect(hasConsent()).toBe(false);
  });

  it('writes Path=/, SameSite=Lax, one year, and Secure on https', () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    writeConsent(true, true);
    expect(cookie).toHaveBeenCalledWith('consent-status=true;path=/;max-age=31536000;samesite=lax;secure');
    writeConsent(false, false);
    expect(cookie).toHaveBeenLastCalledWith('consent-status=false;path=/;max-age=31536000;samesite=lax');
  });
});
