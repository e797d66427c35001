/**
 * When the Node.js server starts (not at build time, not on the edge): records each request's connection
 * address for the intake's rate limit and answers TRACE (`lib/security/frontDoor.ts`), and starts the
 * intake's outbox relay.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installFrontDoor } = await import('@/lib/security/frontDoor');
  installFrontDoor();
  const { intakeRuntime } = await import('@/lib/intake/runtime');
  intakeRuntime().relay.start();
}
