/**
 * When the Node.js server starts (not at build time, not on the edge): checks the configuration (a bad
 * value stops the server naming its variable), records each request's connection
 * address for the intake's rate limit and answers TRACE (`lib/security/frontDoor.ts`; it checks that it sees
 * addresses and says so as an error when it does not, `frontDoorCheck.ts`), opens and migrates the
 * intake's store (a database newer than this code stops the server), starts the outbox relay and the daily retention
 * purge, drains the server on SIGTERM when Next.js leaves signals to it (`lib/lifecycle`), and says once when e-mail is off and whether the
 * content editor is on.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // A setting that is not valid stops the server with one line naming the variable, not a stack trace.
  try {
    await import('@/lib/config');
  } catch (error) {
    console.error(`The server cannot start: ${(error as Error).message}. See .env.example.`);
    process.exit(1);
  }
  const { installFrontDoor } = await import('@/lib/security/frontDoor');
  installFrontDoor();
  const { checkFrontDoor } = await import('@/lib/security/frontDoorCheck');
  // An upgrade of Node or Next.js that hides connection addresses from the intake is said here, once.
  await checkFrontDoor();
  const { intakeRuntime } = await import('@/lib/intake/runtime');
  const { NewerSchemaError } = await import('@/lib/intake/store/store');
  try {
    const runtime = intakeRuntime();
    // Opens the store and applies its migrations now (on PostgreSQL one instance at a time).
    await runtime.store.ping();
  } catch (error) {
    if (error instanceof NewerSchemaError) {
      console.error(`intake: ${error.message}`);
      process.exit(1);
    }
    // A database that is down: forms answer 503 "send it again" until it is back, and nothing is lost.
    console.error(
      `intake: the store does not answer yet (${(error as Error).message}); forms answer 503 until it does`,
    );
  }
  intakeRuntime().relay.start();
  // Storage limitation: what is past its kind's retention period goes now and every day after (each server runs it).
  const { config } = await import('@/lib/config');
  const { retentionDays, startRetentionPurge } = await import('@/lib/intake/retention');
  startRetentionPurge(intakeRuntime().store, retentionDays(config), (message) => console.warn(message));
  const { stopOnSignals } = await import('@/lib/lifecycle/signals');
  stopOnSignals();
  // The content editor (lib/editor/mode.ts): GitHub variables set but unusable leave GitHub mode off, said once here.
  const { editorSetup } = await import('@/lib/editor/mode');
  const editor = editorSetup();
  if (editor.problem) console.warn(`content editor: not in GitHub mode, ${editor.problem} (see .env.example)`);
  else if (editor.mode === 'github')
    console.log(`content editor: on at /keystatic, saving to github.com/${editor.repo}`);
  if (config.smtpUrl === '') {
    console.warn('intake: no SMTP_URL is set, so leads and applications are not e-mailed (see .env.example)');
  }
}
