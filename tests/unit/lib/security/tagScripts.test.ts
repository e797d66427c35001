import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashSource } from '@/lib/security/scriptHashes';
import { gtmBootstrapScript, hotjarBootstrapScript, tagScriptSources } from '@/lib/security/tagScripts';

// The real tag libraries insert their inline bootstrap; its hash must be the one the policy allows.
const inlineScripts = () =>
  [...document.head.querySelectorAll('script:not([src])')].map(
    // @hotjar/browser sets innerText, which jsdom keeps as a plain property.
    (script) => (script as HTMLScriptElement).innerText || script.textContent || '',
  );

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '';
  document.cookie = 'consent-status=true; path=/';
});
afterEach(() => {
  document.cookie = 'consent-status=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.restoreAllMocks();
});

describe('tag library bootstrap scripts', () => {
  it('match the inline script react-gtm-module inserts for the container', async () => {
    const { loadGtm } = await import('@/lib/analytics/gtm');
    loadGtm('GTM-TEST123');
    expect(inlineScripts()).toEqual([gtmBootstrapScript('GTM-TEST123')]);
    expect(gtmBootstrapScript('GTM-TEST123')).toContain("'GTM-TEST123'");
  });

  it('match the inline script @hotjar/browser inserts for the site', async () => {
    // The library checks that its snippet ran; jsdom runs no scripts, so it reports a failure.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { startHotjar } = await import('@/lib/analytics/hotjar');
    startHotjar('1234567');
    expect(inlineScripts()).toEqual([hotjarBootstrapScript('1234567')]);
    expect(hotjarBootstrapScript('1234567')).toContain('hjid:1234567,hjsv:6');
  });

  it('are allowed by hash only for the configured libraries', () => {
    expect(tagScriptSources({ gtmId: '', hotjarSiteId: '' })).toEqual([]);
    expect(tagScriptSources({ gtmId: 'GTM-TEST123', hotjarSiteId: '1234567' })).toEqual([
      hashSource(gtmBootstrapScript('GTM-TEST123')),
      hashSource(hotjarBootstrapScript('1234567')),
    ]);
    expect(tagScriptSources({ gtmId: 'GTM-OTHER', hotjarSiteId: '' })).not.toEqual(
      tagScriptSources({ gtmId: 'GTM-TEST123', hotjarSiteId: '' }),
    );
  });
});
