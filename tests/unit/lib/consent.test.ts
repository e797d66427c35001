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
    const set = vi.spyOn(Cookies, 'set');
    writeConsent(true, true);
    expect(set).toHaveBeenCalledWith('consent-status', 'true', {
      expires: 365,
      path: '/',
      sameSite: 'Lax',
      secure: true,
    });
    writeConsent(false, false);
    expect(set).toHaveBeenLastCalledWith('consent-status', 'false', expect.objectContaining({ secure: false }));
  });
});
