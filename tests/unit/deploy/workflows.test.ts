/**
 * The GitHub Actions workflows (.github/workflows, docs/pipeline.md) against what the rest of the repository runs:
 * each calls the README's test command and the release commands the loopback release test exercises
 * (tests/deploy/release.mjs), so neither can change without the other; the preview's program, home and ports are
 * those of its supervisor and Caddy files; every secret and variable the workflows read is documented.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const FOLDER = '.github/workflows';
const read = (file: string) => readFileSync(file, 'utf8');

type Inputs = Record<string, unknown>;
type Step = { run?: string; if?: string };
type Job = { uses?: string; with?: Inputs; container?: string | { image: string }; steps?: Step[] };
type Workflow = {
  on: { workflow_call?: { inputs?: Record<string, { default?: unknown }> } } & Record<string, unknown>;
  jobs: Record<string, Job>;
};

const workflow = (file: string) => parse(read(file)) as Workflow;

/**
 * Whether a step runs with these inputs: a condition on one boolean input (`inputs.rollback`, `!inputs.rollback`) is
 * decided by it; any other condition is taken to hold.
 */
function runsWith(step: Step, inputs: Inputs): boolean {
  const onInput = /^\$\{\{\s*(!?)inputs\.([\w-]+)\s*\}\}$/.exec(step.if ?? '');
  return !onInput || (onInput[1] === '!') !== Boolean(inputs[onInput[2]!]);
}

/**
 * Each job a workflow runs, those of the local reusable workflows it calls included (with the inputs it gives them),
 * and the shell commands of its steps that run.
 */
function jobsOf(file: string, given: Inputs = {}): { job: string; image?: string; runs: string[] }[] {
  const { on, jobs } = workflow(file);
  const defaults = Object.entries(on.workflow_call?.inputs ?? {}).map(([name, input]) => [name, input.default]);
  const inputs = { ...Object.fromEntries(defaults), ...given };
  return Object.entries(jobs).flatMap(([name, job]) =>
    job.uses?.startsWith('./')
      ? jobsOf(job.uses.slice(2), job.with)
      : [
          {
            job: `${file}#${name}`,
            image: typeof job.container === 'string' ? job.container : job.container?.image,
            runs: (job.steps ?? []).flatMap((step) => (step.run && runsWith(step, inputs) ? [step.run] : [])),
          },
        ],
  );
}

const commandsOf = (file: string) => jobsOf(file).flatMap(({ runs }) => runs);

/** The commands, as the README and tests/deploy/release.mjs write them. */
const COMMANDS = {
  test: /bash \.ci\/run|npm ci && npm test/,
  package: /deploy\/package\.sh /,
  stage: /deploy\/release\.sh stage /,
  switch: /deploy\/release\.sh switch /,
  rollback: /deploy\/release\.sh rollback/,
  due: /node scripts\/due-content\.mjs --since /,
};
type Command = keyof typeof COMMANDS;

/** What each workflow that something other than another workflow starts must run, in this order. */
const EXPECTED: Record<string, Command[]> = {
  'pull-request.yml': ['test', 'package', 'stage', 'switch'],
  'main.yml': ['test', 'package', 'stage', 'switch'],
  'hourly.yml': ['due', 'test', 'package', 'stage', 'switch'],
  'rollback.yml': ['rollback'],
};

const files = readdirSync(FOLDER).filter((name) => /\.ya?ml$/.test(name));
const started = files.filter((name) =>
  Object.keys(workflow(`${FOLDER}/${name}`).on).some((on) => on !== 'workflow_call'),
);

/** The commands of `EXPECTED` a workflow runs, in the order it first runs them. */
function calledCommands(file: string): Command[] {
  const order = commandsOf(file).flatMap((run) =>
    run
      .split('\n')
      .flatMap((line) => (Object.keys(COMMANDS) as Command[]).filter((command) => COMMANDS[command].test(line))),
  );
  return [...new Set(order)];
}

describe('the workflows', () => {
  it('are the ones this test knows', () => {
    expect(started.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s runs %j', (name, commands) => {
    expect(calledCommands(`${FOLDER}/${name}`)).toEqual(commands);
  });

  it('call the commands as the README and the loopback release test run them', () => {
    const readme = read('README.md');
    expect(readme).toContain('bash .ci/run');
    expect(readme).toContain('npm ci && npm test');
    const releaseTest = read('tests/deploy/release.mjs');
    for (const exercised of [
      "join(root, 'deploy/package.sh')",
      "join(root, 'deploy/release.sh')",
      "release('stage', ",
      "release('switch', ",
      "release('rollback')",
    ])
      expect(releaseTest).toContain(exercised);
  });

  it('test and package on the servers’ system, Debian 12 with Node 20', () => {
    const building = files.flatMap((name) =>
      jobsOf(`${FOLDER}/${name}`).filter(({ runs }) =>
        runs.some((run) => COMMANDS.test.test(run) || COMMANDS.package.test(run)),
      ),
    );
    expect(building.length).toBeGreaterThan(0);
    for (const { job, image } of building) expect({ job, image }).toEqual({ job, image: 'node:20-bookworm' });
  });

  it('read only secrets and variables that docs/pipeline.md names', () => {
    const named = new Set(
      files.flatMap((name) =>
        [...read(`${FOLDER}/${name}`).matchAll(/\b(?:secrets|vars)\.([A-Z_]+)/g)].map((m) => m[1]),
      ),
    );
    expect(named.size).toBeGreaterThan(0);
    const docs = read('docs/pipeline.md');
    expect([...named].filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('the preview', () => {
  const preview = workflow(`${FOLDER}/pull-request.yml`).jobs.preview?.with ?? {};
  const { home, program } = preview as Record<string, string>;
  const prefix = preview['port-prefix'] as string;

  it('is deploy/supervisor.conf’s program under the preview’s name, home, ports and logs', () => {
    const program_ = (file: string) => read(file).slice(read(file).indexOf('[program:'));
    const live = program_('deploy/supervisor.conf')
      .replace('[program:wolfpack]', `[program:${program}]`)
      .replaceAll('/srv/wolfpack/', `${home}/`)
      .replaceAll('/var/log/wolfpack/', `/var/log/${program}/`)
      .replace('--port 300%', `--port ${prefix}%`);
    expect(program_('deploy/supervisor.preview.conf')).toBe(live);
  });

  it('is served by Caddy from the slots of its ports', () => {
    expect(read('deploy/Caddyfile.preview')).toContain(`{$PREVIEW_SLOTS:127.0.0.1:${prefix}1 127.0.0.1:${prefix}2}`);
  });
});
