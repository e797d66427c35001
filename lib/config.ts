import { z } from 'zod';

/**
 * Runtime configuration, read once and validated. NEXT_PUBLIC_* values are
 * inlined at build time, so each is referenced by its literal name below.
 * An empty id disables that integration.
 */
const optionalId = z.string().trim().default('');
const path = (fallback: string) => z.string().trim().min(1).default(fallback);

const configSchema = z.object({
  /** Canonical origin for URLs in metadata, sitemap, feed and JSON-LD. */
  siteUrl: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Google Tag Manager container id (GTM-XXXX). */
  gtmId: optionalId,
  /** Hotjar site id (digits). */
  hotjarSiteId: optionalId.refine((id) => id === '' || /^\d+$/.test(id), 'must be digits'),
  /** Chat widget (Drift) account id. */
  chatAccountId: optionalId,
  /** Country lookup endpoint returning JSON with a `country` field. */
  countryApiUrl: optionalId,
  /** Where the contact form posts. */
  leadEndpoint: path('/api/leads'),
  /** Where the job application posts. */
  applicationEndpoint: path('/api/job-applications'),
  /** SQLite file of the built-in intake. */
  intakeDb: path('data/intake.db'),
  /** PostgreSQL connection string; when set it replaces SQLite. */
  databaseUrl: optionalId,
  /** CRM endpoints stored submissions are re-posted to. */
  leadForwardUrl: optionalId,
  applicationForwardUrl: optionalId,
});

export type Config = z.infer<typeof configSchema>;

/** Empty strings count as unset so `.env` lines like `NEXT_PUBLIC_GTM_ID=` fall back to defaults. */
const unsetIfEmpty = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

export function readConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse({
    siteUrl: unsetIfEmpty(env.NEXT_PUBLIC_SITE_URL),
    gtmId: env.NEXT_PUBLIC_GTM_ID,
    hotjarSiteId: env.NEXT_PUBLIC_HOTJAR_SITE_ID,
    chatAccountId: env.NEXT_PUBLIC_CHAT_ACCOUNT_ID,
    countryApiUrl: env.NEXT_PUBLIC_COUNTRY_API_URL,
    leadEndpoint: unsetIfEmpty(env.NEXT_PUBLIC_LEAD_ENDPOINT),
    applicationEndpoint: unsetIfEmpty(env.NEXT_PUBLIC_APPLICATION_ENDPOINT),
    intakeDb: unsetIfEmpty(env.INTAKE_DB),
    databaseUrl: env.DATABASE_URL,
    leadForwardUrl: env.LEAD_FORWARD_URL,
    applicationForwardUrl: env.APPLICATION_FORWARD_URL,
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

// Literal references so Next inlines the public values into client bundles.
export const config: Config = readConfig({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_HOTJAR_SITE_ID: process.env.NEXT_PUBLIC_HOTJAR_SITE_ID,
  NEXT_PUBLIC_CHAT_ACCOUNT_ID: process.env.NEXT_PUBLIC_CHAT_ACCOUNT_ID,
  NEXT_PUBLIC_COUNTRY_API_URL: process.env.NEXT_PUBLIC_COUNTRY_API_URL,
  NEXT_PUBLIC_LEAD_ENDPOINT: process.env.NEXT_PUBLIC_LEAD_ENDPOINT,
  NEXT_PUBLIC_APPLICATION_ENDPOINT: process.env.NEXT_PUBLIC_APPLICATION_ENDPOINT,
  INTAKE_DB: process.env.INTAKE_DB,
  DATABASE_URL: process.env.DATABASE_URL,
  LEAD_FORWARD_URL: process.env.LEAD_FORWARD_URL,
  APPLICATION_FORWARD_URL: process.env.APPLICATION_FORWARD_URL,
});
