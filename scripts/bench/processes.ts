/**
 * What the benchmark starts and must stop: the static server and the browsers. Every process is
 * registered here and ended on the way out, whether the run finishes, fails or is interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumFlags } from '../chromiumFlags';

type Cleanup = () => void | Promise<void>;
const cleanups = new Set<Cleanup>();
const children = new Set<ChildProcess>();

/** Runs `cleanup` on the way out unless the returned function is called first. */
export function onExit(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export async function cleanUp(): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    try {
      await cleanup();
    } catch {
      // Already gone.
    }
  }
}

// Last resort when the process exits without cleanUp (an uncaught error, process.exit): signals
// are synchronous, so the server and any browser still die with us.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping the server and the browsers.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Rejects with `message` when `promise` takes longer than `ms`; calls `onTimeout` first. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${message} (no result after ${Math.round(ms / 1000)} s)`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A TCP port nobody listens on at the moment, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Served {
  origin: string;
  stop: () => Promise<void>;
  /** What the server has printed so far: its access log among it. */
  output: () => string;
}

/** Certificates the benchmark's own requests accept: its throwaway one (tls.ts). */
const trusted: string[] = [];

/** GET `url` (http or https, trusting the benchmark's certificate): status and body. */
export function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer }> {
  const secure = url.startsWith('https:');
  return new Promise((resolve, reject) => {
    const options = { headers, timeout: 5000, ...(secure && trusted.length > 0 ? { ca: trusted } : {}) };
    const request = (secure ? httpsRequest : httpRequest)(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Starts `node --import tsx <script>` with PORT and HOST set, and waits until it answers `/`.
 * With TLS_CERT and TLS_KEY in `env`, the server speaks HTTPS (server/main.ts).
 */
export async function serve(root: string, script: string, env: Record<string, string> = {}): Promise<Served> {
  const port = await freePort();
  const origin = `${env.TLS_CERT ? 'https' : 'http'}://127.0.0.1:${port}`;
  if (env.TLS_CERT) trusted.push(readFileSync(env.TLS_CERT, 'utf8'));
  // Each server stores leads in a folder of its own, never the project's (one process per folder).
  const leadsDir = env.LEADS_DATA_DIR || env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'bench-site-leads-'));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(leadsDir ? { LEADS_DATA_DIR: leadsDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    remove();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await withTimeout(exited, 3000, 'server did not stop', () => child.kill('SIGKILL')).catch(() => {});
      children.delete(child);
    }
    if (leadsDir) rmSync(leadsDir, { recursive: true, force: true });
  };
  const remove = onExit(stop);

  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await get(`${origin}/`);
      if (response.status === 200) return { origin, stop, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${script} did not answer on ${origin}/ within 20 s:\n${output.trim()}`);
}

/** Playwright's Chromium at `executablePath`, with the project's flags; closed on the way out. */
export async function launchBrowser(executablePath: string): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath,
    args: chromiumFlags,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const remove = onExit(() => browser.close());
  return {
    browser,
    close: async () => {
      remove();
      await browser.close();
    },
  };
}
