/**
 * `tsx scripts/sideBySide.ts typecheck lint build`: runs those npm scripts at once, each line of
 * their output led by the script's name, and says how long each took. Fails, once all have ended,
 * if any failed. For the stages of `npm test` that need nothing from each other: one alone leaves
 * one of two cores idle for most of its time (tsc and ESLint are single-threaded).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const names = process.argv.slice(2);
const started = performance.now();

const runs = names.map(
  (name) =>
    new Promise<boolean>((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
      child.on('close', (code) => {
        const seconds = Math.round((performance.now() - started) / 1000);
        console.log(`[${name}] ${code === 0 ? 'done' : `failed (exit ${code})`} after ${seconds} s`);
        resolve(code === 0);
      });
    }),
);

process.exitCode = (await Promise.all(runs)).every(Boolean) ? 0 : 1;
