// The environment of the production build that `npm test`, the benchmark and the budget check measure.
// Third-party ids are configured so the tests can prove nothing loads before consent.

/**
 * The content clock of every test (content/schedule.ts): tests see the content as it stood on this day, so a job
 * reaching its closing date, or a post its publication day, changes no test's outcome; the schedule's own tests
 * move the clock themselves. Move it forward when a test needs an entry dated after it.
 */
export const TEST_CONTENT_NOW = '2026-11-28T12:00:00+02:00';

export const buildEnv = {
  CONTENT_NOW: TEST_CONTENT_NOW,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
  NEXT_PUBLIC_HOTJAR_SITE_ID: '1234567',
  NEXT_PUBLIC_CHAT_ACCOUNT_ID: 'test-account',
};
