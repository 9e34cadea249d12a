import { openBackend, type LeadsBackend } from '../../../server/cli/backends';
import { runLeadsCommand } from '../../../server/cli/command';
import { databaseConfig } from '../../../server/config';

/**
 * The `leads` command run in the test's own process, with what it writes: for tests whose subject
 * is the command's work, not its process, which leads.process.test.ts runs (a process a call costs
 * seconds). (Node only: the server's modules find their files by their own address, which a jsdom
 * test's is not.)
 */
export async function runLeadsHere(args: string[], env: Record<string, string>) {
  let stdout = '';
  let stderr = '';
  const status = await runLeadsCommand(
    args,
    { ...process.env, ...env },
    { out: (text) => (stdout += text), err: (text) => (stderr += text) },
  );
  return { status, stdout, stderr };
}

/** The command's backend, chosen as the command chooses it, for work a test gives it directly. */
export async function leadsCommand<T>(env: Record<string, string>, work: (leads: LeadsBackend) => Promise<T>) {
  const backend = await openBackend(databaseConfig({ ...process.env, ...env }).database);
  try {
    return await work(backend);
  } finally {
    await backend.close();
  }
}
