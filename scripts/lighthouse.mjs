// Lighthouse (Node API) on the system Chromium, headless, with the flags that keep it quiet on machines
// without outside network. Each launch gets a fresh, temporary profile (no cookies: a first visit).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** Launches Chromium headless with our quiet flags and `extraFlags` (after them, so they win). */
export async function launchChromium(extraFlags = []) {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', ...chromiumArgs, ...extraFlags],
    logLevel: 'silent',
  });
}

/**
 * One Lighthouse run (mobile, the default settings) of `url` in a launched Chromium; returns the result
 * (LHR). `settings` are Lighthouse flags such as onlyCategories. A 404 is measured like any page.
 */
export async function runLighthouse(chrome, url, settings = {}) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    ignoreStatusCode: true,
    ...settings,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/** A page's Lighthouse run in a Chromium of its own (launched with `chromiumFlags`), closed afterwards. */
export async function runLighthouseOnce(url, settings, chromiumFlags = []) {
  const chrome = await launchChromium(chromiumFlags);
  try {
    return await runLighthouse(chrome, url, settings);
  } finally {
    chrome.kill();
  }
}
