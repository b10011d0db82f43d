import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { killGroup, ROOT, trackProcessGroup } from '../server';

export interface BuildResult {
  ms: number;
  vite: string;
}

/**
 * `vite build` of the working tree into `outDir` (never the project's dist/). `--sourcemap hidden`
 * writes a `.map` beside each chunk without changing the chunk itself (no sourceMappingURL
 * comment): the browser loads exactly what a plain build serves, and chunks.ts reads the maps.
 */
export async function buildConsole(outDir: string, timeoutMs = 300_000): Promise<BuildResult> {
  const started = Date.now();
  const args = ['build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn'];
  const child = spawn(join(ROOT, 'node_modules/.bin/vite'), args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const untrack = trackProcessGroup(child.pid!);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  clearTimeout(timer);
  untrack();
  if (code !== 0) {
    const tail = output.trimEnd().split('\n').slice(-25).join('\n');
    throw new Error(`vite build exited with ${code ?? 'a signal'}${Date.now() - started >= timeoutMs ? ' (timed out)' : ''}:\n${tail}`);
  }
  const vite = (JSON.parse(readFileSync(join(ROOT, 'node_modules/vite/package.json'), 'utf8')) as { version: string }).version;
  return { ms: Date.now() - started, vite };
}
