/**
 * Runs `npm run intake -- ...argv` against the SQLite database `db` (and PostgreSQL when `env` sets
 * DATABASE_URL) and gives back its exit code and output.
 */
export async function intakeCli(db: string, argv: string[], now = () => new Date(), env: Record<string, string> = {}) {
  // Loaded on first use: the CLI's module reads the configuration, which a test may stub before.
  const { runCli } = await import('@/lib/intake/cli/cli');
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    env: { INTAKE_DB: db, ...env },
    now,
  });
  return { code, out, err };
}
