// `npm run intake -- <command>`: the intake CLI (lib/intake/cli/cli.ts), run by Node with the TypeScript hooks.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
const { runCli } = await import('../lib/intake/cli/cli.ts');
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
});
