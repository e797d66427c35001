import { HOTJAR_SNIPPET_VERSION } from '@/lib/analytics/hotjar';
import type { PolicyConfig } from '@/lib/security/policy';
import { hashSource } from '@/lib/security/scriptHashes';

/**
 * The inline script `TagManager.initialize({ gtmId })` inserts (lib/analytics/gtm.ts), with the options initialize
 * defaults to. react-gtm-module builds it in a module it does not export, so it is written out here, whitespace and
 * all (the policy allows it by its hash); a unit test runs the library and compares.
 */
export function gtmBootstrapScript(gtmId: string): string {
  return (
    '\n      (function(w,d,s,l,i){w[l]=w[l]||[];' +
    "\n        w[l].push({'gtm.start': new Date().getTime(),event:'gtm.js', });" +
    "\n        var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';" +
    "\n        j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl+'&gtm_auth=&gtm_preview=&gtm_cookies_win=x';" +
    '\n        f.parentNode.insertBefore(j,f);' +
    `\n      })(window,document,'script','dataLayer','${gtmId}');`
  );
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
