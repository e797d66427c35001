// `npm run intake -- <command>`: the intake CLI (lib/intake/cli/cli.ts). tsx, a dependency, compiles its
// TypeScript as Node loads it, so the CLI runs on a production install (`npm ci --omit=dev`) too.
import { tsImport } from 'tsx/esm/api';

const { runCli } = await tsImport('../lib/intake/cli/cli.ts', import.meta.url);
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
});
