import { describe, expect, it } from 'vitest';
import { readConfig } from '@/lib/config';

describe('readConfig', () => {
  it('falls back to the documented defaults', () => {
    expect(readConfig({})).toEqual({
      siteUrl: 'http://localhost:3000',
      gtmId: '',
      hotjarSiteId: '',
      chatAccountId: '',
      countryApiUrl: '',
      leadEndpoint: '/api/leads',
      applicationEndpoint: '/api/job-applications',
      intakeDb: 'data/intake.db',
      databaseUrl: '',
      leadForwardUrl: '',
      applicationForwardUrl: '',
    });
  });

  it('treats empty values as unset and trims the trailing slash of the site URL', () => {
    const config = readConfig({ NEXT_PUBLIC_SITE_URL: 'https://www.example.com/', NEXT_PUBLIC_LEAD_ENDPOINT: '' });
    expect(config.siteUrl).toBe('https://www.example.com');
    expect(config.leadEndpoint).toBe('/api/leads');
  });

  it('rejects a malformed site URL or Hotjar id with the variable named', () => {
    expect(() => readConfig({ NEXT_PUBLIC_SITE_URL: 'not a url' })).toThrow(/siteUrl/);
    expect(() => readConfig({ NEXT_PUBLIC_HOTJAR_SITE_ID: 'abc' })).toThrow(/hotjarSiteId: must be digits/);
  });
});
