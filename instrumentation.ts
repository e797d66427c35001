/** Starts the intake's outbox relay when the Node.js server starts (not at build time, not on the edge). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { intakeRuntime } = await import('@/lib/intake/runtime');
  intakeRuntime().relay.start();
}
