// The environment of the production build that `npm test`, the benchmark and the budget check measure.
// Third-party ids are configured so the tests can prove nothing loads before consent.
export const buildEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
  NEXT_PUBLIC_HOTJAR_SITE_ID: '1234567',
  NEXT_PUBLIC_CHAT_ACCOUNT_ID: 'test-account',
};
