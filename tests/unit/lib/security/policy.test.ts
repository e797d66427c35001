import { describe, expect, it } from 'vitest';
import {
  endpointOrigin,
  pageDirectives,
  RESOURCE_DIRECTIVES,
  serializePolicy,
  type PolicyConfig,
} from '@/lib/security/policy';

const none: PolicyConfig = {
  gtmId: '',
  hotjarSiteId: '',
  chatAccountId: '',
  countryApiUrl: '',
  leadEndpoint: '/api/leads',
  applicationEndpoint: '/api/job-applications',
};
const all: PolicyConfig = { ...none, gtmId: 'GTM-TEST123', hotjarSiteId: '1234567', chatAccountId: 'test-account' };
const HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

const sources = (config: PolicyConfig) => Object.values(pageDirectives(config, [HASH])).flat();

describe('pageDirectives', () => {
  it('allows scripts by hash with strict-dynamic, never inline or eval', () => {
    const directives = pageDirectives(all, [HASH]);
    expect(directives['script-src']).toEqual([
      HASH,
      "'strict-dynamic'",
      "'self'",
      "'wasm-unsafe-eval'",
      'https://www.googletagmanager.com',
      'https://*.hotjar.com',
      'https://js.driftt.com',
    ]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(Object.values(directives).flat()).not.toContain("'unsafe-eval'");
  });

  it("falls back to 'self' and vendor hosts for scripts when a page has one no hash can allow", () => {
    expect(pageDirectives(all, [HASH], { strictDynamic: false })['script-src']).toEqual([
      HASH,
      "'self'",
      "'wasm-unsafe-eval'",
      'https://www.googletagmanager.com',
      'https://*.hotjar.com',
      'https://js.driftt.com',
    ]);
  });

  it('locks down plugins, the base URL, framing and form targets', () => {
    expect(pageDirectives(none, [])).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
      'frame-src': ["'none'"],
      'form-action': ["'self'"],
      'connect-src': ["'self'"],
    });
  });

  it('names no third-party host when no integration is configured', () => {
    expect(sources(none).filter((source) => source.startsWith('http') || source.startsWith('wss'))).toEqual([]);
  });

  it('adds Google Tag Manager hosts only when a container is configured', () => {
    const directives = pageDirectives({ ...none, gtmId: 'GTM-TEST123' }, []);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(directives['img-src']).toContain('https://*.google-analytics.com');
    expect(Object.values(directives).flat().join(' ')).not.toMatch(/hotjar|drift/);
  });

  it('adds Hotjar hosts, its socket and frames only when a site id is configured', () => {
    const directives = pageDirectives({ ...none, hotjarSiteId: '1234567' }, []);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://*.hotjar.com',
      'https://*.hotjar.io',
      'wss://*.hotjar.com',
    ]);
    expect(directives['frame-src']).toEqual(['https://*.hotjar.com']);
    expect(Object.values(directives).flat().join(' ')).not.toMatch(/google|drift/);
  });

  it('adds the chat vendor hosts only when an account is configured', () => {
    const directives = pageDirectives({ ...none, chatAccountId: 'test-account' }, []);
    expect(directives['script-src']).toContain('https://js.driftt.com');
    expect(directives['frame-src']).toEqual(['https://js.driftt.com', 'https://*.drift.com']);
    expect(directives['media-src']).toEqual(["'self'", 'https://js.driftt.com']);
    expect(Object.values(directives).flat().join(' ')).not.toMatch(/google|hotjar/);
    expect(pageDirectives(none, [])['media-src']).toBeUndefined();
  });

  it('lets the forms post and send to the origins of external endpoints, and nowhere else', () => {
    const directives = pageDirectives(
      {
        ...none,
        leadEndpoint: 'https://crm.example.com/api/v1/leads?source=site',
        applicationEndpoint: 'https://jobs.example.org:8443/applications',
        countryApiUrl: 'https://geo.example.net/json',
      },
      [],
    );
    expect(directives['form-action']).toEqual(["'self'", 'https://crm.example.com', 'https://jobs.example.org:8443']);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://crm.example.com',
      'https://jobs.example.org:8443',
      'https://geo.example.net',
    ]);
  });

  it('names an endpoint shared by both forms once', () => {
    const shared = {
      ...none,
      leadEndpoint: 'https://intake.example.com/leads',
      applicationEndpoint: 'https://intake.example.com/jobs',
    };
    expect(pageDirectives(shared, [])['form-action']).toEqual(["'self'", 'https://intake.example.com']);
  });
});

describe('endpointOrigin', () => {
  it('gives the origin of an absolute http(s) URL', () => {
    expect(endpointOrigin('https://crm.example.com/leads')).toBe('https://crm.example.com');
    expect(endpointOrigin('HTTP://localhost:4000/x')).toBe('http://localhost:4000');
  });

  it('gives nothing for a path on this site or another scheme', () => {
    expect(endpointOrigin('/api/leads')).toBeUndefined();
    expect(endpointOrigin('javascript:alert(1)')).toBeUndefined();
    expect(endpointOrigin('https://')).toBeUndefined();
  });
});

describe('serializePolicy', () => {
  it('writes directives in order, separated by semicolons', () => {
    expect(serializePolicy({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'self'; img-src 'self' data:",
    );
  });

  it('gives answers that are not pages a policy that allows nothing', () => {
    expect(serializePolicy(RESOURCE_DIRECTIVES)).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });
});
