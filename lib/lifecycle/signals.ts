import { config } from '@/lib/config';
import { intakeRuntime } from '@/lib/intake/runtime';
import { stopGracefully } from './stopping';

/**
 * SIGTERM and SIGINT drain the server before it exits (`stopping.ts`). Only with NEXT_MANUAL_SIG_HANDLE set:
 * otherwise Next.js's own handlers end the process at once, as they always did.
 */
export function stopOnSignals() {
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) return;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void stopGracefully(signal, {
      drainMs: config.serverDrainSeconds * 1000,
      timeoutMs: config.serverStopTimeoutSeconds * 1000,
      release: async () => {
        const { relay, store } = intakeRuntime();
        await relay.stop();
        await store.close();
      },
      log: (message) => console.log(message),
    }).then(
      (clean) => process.exit(clean ? 0 : 1),
      (error: unknown) => {
        console.error(`server: stopping failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
