import { spawn } from 'node:child_process';

/**
 * `npm test`: every level in turn, stopping at the first failure: lint and format (side by side:
 * each is one process on one core), unit, server on the embedded database, server again on
 * PostgreSQL when TEST_DATABASE_URL names one (CI does), end-to-end.
 */
const bin = (name: string) => `node_modules/.bin/${name}`;
interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  when?: boolean;
}
const stages: Step[][] = [
  [
    { name: 'lint', cmd: bin('eslint'), args: ['.'] },
    { name: 'format', cmd: bin('prettier'), args: ['--check', '.'] },
  ],
  [{ name: 'unit', cmd: bin('vitest'), args: ['run', '--project', 'unit'] }],
  [{ name: 'server (PGlite)', cmd: bin('vitest'), args: ['run', '--project', 'server'], env: { DATABASE_URL: '' } }],
  [
    {
      name: 'server (PostgreSQL)',
      cmd: bin('vitest'),
      args: ['run', '--project', 'server'],
      env: { DATABASE_URL: process.env.TEST_DATABASE_URL },
      when: Boolean(process.env.TEST_DATABASE_URL),
    },
  ],
  [{ name: 'end-to-end', cmd: bin('playwright'), args: ['test'] }],
];

/**
 * Runs one step. Alone in its stage it writes straight to the terminal; beside another, its output
 * is held and written whole when it ends, so that two steps' lines do not mix.
 */
function run(step: Step, alone: boolean): Promise<boolean> {
  const started = Date.now();
  if (alone) console.log(`\n=== ${step.name}`);
  const child = spawn(step.cmd, step.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n=== ${step.name}\n${Buffer.concat(held).toString()}`);
      console.log(`=== ${step.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code === 0);
    });
  });
}

const startedAll = Date.now();
for (const stage of stages) {
  const steps = stage.filter((step) => {
    if (step.when !== false) return true;
    console.log(`\n=== ${step.name}: skipped (TEST_DATABASE_URL is not set)`);
    return false;
  });
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  if (results.includes(false)) process.exit(1);
}
const seconds = Math.round((Date.now() - startedAll) / 1000);
console.log(`\n=== every level passed in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
