import Snippets from 'react-gtm-module/dist/Snippets';
import { HOTJAR_SNIPPET_VERSION } from '@/lib/analytics/hotjar';
import type { PolicyConfig } from '@/lib/security/policy';
import { hashSource } from '@/lib/security/scriptHashes';

/**
 * The inline script `TagManager.initialize({ gtmId })` inserts (lib/analytics/gtm.ts), built by the
 * library's own snippet code with the options initialize defaults to.
 */
export function gtmBootstrapScript(gtmId: string): string {
  return Snippets.tags({ id: gtmId, events: {}, dataLayerName: 'dataLayer', auth: '', preview: '' }).script;
}

/**
 * The inline script `Hotjar.init(siteId, version)` inserts (lib/analytics/hotjar.ts). @hotjar/browser
 * keeps it private, so it is written out here; a unit test runs the library and compares.
 */
export function hotjarBootstrapScript(siteId: string, version: number = HOTJAR_SNIPPET_VERSION): string {
  return (
    '(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};' +
    `h._hjSettings={hjid:${Number(siteId)},hjsv:${version},hjdebug:false};` +
    "a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;" +
    'r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})' +
    "(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');"
  );
}

/** Hash sources of the inline bootstrap scripts the configured tag libraries add after consent. */
export function tagScriptSources(config: Pick<PolicyConfig, 'gtmId' | 'hotjarSiteId'>): string[] {
  return [
    ...(config.gtmId ? [hashSource(gtmBootstrapScript(config.gtmId))] : []),
    ...(config.hotjarSiteId ? [hashSource(hotjarBootstrapScript(config.hotjarSiteId))] : []),
  ];
}
