import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every level in turn, stopping at the first failure: lint and format, unit, server on
 * the embedded database, server again on PostgreSQL when TEST_DATABASE_URL names one (CI does), end-to-end.
 */
const bin = (name: string) => `node_modules/.bin/${name}`;
const steps: { name: string; cmd: string; args: string[]; env?: NodeJS.ProcessEnv; when?: boolean }[] = [
  { name: 'lint', cmd: bin('eslint'), args: ['.'] },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '.'] },
  { name: 'unit', cmd: bin('vitest'), args: ['run', '--project', 'unit'] },
  { name: 'server (PGlite)', cmd: bin('vitest'), args: ['run', '--project', 'server'], env: { DATABASE_URL: '' } },
  {
    name: 'server (PostgreSQL)',
    cmd: bin('vitest'),
    args: ['run', '--project', 'server'],
    env: { DATABASE_URL: process.env.TEST_DATABASE_URL },
    when: Boolean(process.env.TEST_DATABASE_URL),
  },
  { name: 'end-to-end', cmd: bin('playwright'), args: ['test'] },
];

for (const step of steps) {
  if (step.when === false) {
    console.log(`\n=== ${step.name}: skipped (TEST_DATABASE_URL is not set)`);
    continue;
  }
  console.log(`\n=== ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  console.log(`=== ${step.name}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}
