/**
 * When the Node.js server starts (not at build time, not on the edge): records each request's connection
 * address for the intake's rate limit and answers TRACE (`lib/security/frontDoor.ts`), starts the intake's
 * outbox relay, and says once when e-mail is off.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installFrontDoor } = await import('@/lib/security/frontDoor');
  installFrontDoor();
  const { intakeRuntime } = await import('@/lib/intake/runtime');
  intakeRuntime().relay.start();
  const { config } = await import('@/lib/config');
  if (config.smtpUrl === '') {
    console.warn('intake: no SMTP_URL is set, so leads and applications are not e-mailed (see .env.example)');
  }
}
