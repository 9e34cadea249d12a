/**
 * The site's server (server/main.ts) as its own process, as `npm start` runs it, on a small built
 * site made here; and the `leads` command (server/cli/leads.ts) run to its end.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built site of two pages: enough for the server to start and serve. */
export function tinySite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'leads-site-'));
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  return dist;
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** What it wrote, stdout and stderr together; `errors`: stderr alone. */
  output: () => string;
  errors: () => string;
  /** Resolves with the signal or code it ended with. */
  exited: Promise<string>;
  stop: () => Promise<void>;
}

/**
 * Starts the server (`command`, in `cwd`) and waits for it to listen and, unless `ready` is false,
 * for its database to be ready (`/api/ready`): the site is served at once, the API once the
 * database is open.
 */
export async function startServer(
  env: Record<string, string>,
  {
    ready = true,
    command = [process.execPath, '--import', 'tsx', 'server/main.ts'],
    cwd = process.cwd(),
  }: { ready?: boolean; command?: string[]; cwd?: string } = {},
): Promise<ServerProcess> {
  // A process group of its own: a command that starts the server in a child (npm run) is stopped
  // whole.
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let errors = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    errors += chunk.toString();
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const address = /Serving dist\/ at (https?:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (address) resolve(address);
    });
    void exited.then((how) => reject(new Error(`the server ended (${how}) before listening:\n${output}`)));
  });
  if (ready) await untilReady(origin);
  return {
    origin,
    child,
    output: () => output,
    errors: () => errors,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

/** A lead POSTed to either server (this process's or its own) as a form sends it: JSON, under an
 * Idempotency-Key of its own unless `key` says which. */
export const postLead = (
  origin: string,
  body: unknown,
  { key = randomUUID(), headers = {} }: { key?: string; headers?: Record<string, string> } = {},
) =>
  fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...headers },
    body: JSON.stringify(body),
  });

/** Waits (a minute at most) for `/api/ready` to answer 200: the database is open and writable. */
export async function untilReady(origin: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${origin}/api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`${origin}/api/ready did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the server to its end when it is expected to refuse to start. */
export function runServerToEnd(env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

export function runLeads(
  args: string[],
  env: Record<string, string>,
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/leads.ts', ...args], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The `leads` command run beside the test's own requests: the test's event loop keeps turning
 * meanwhile, so its requests go on and its idle connections close when the server closes them
 * (blocked for seconds, a client would send a request on a connection the server had closed).
 */
export function runLeadsBeside(
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli/leads.ts', ...args],
      { cwd: process.cwd(), env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}
