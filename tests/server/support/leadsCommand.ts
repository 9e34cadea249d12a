import { controlFileOf, readControl } from '../../../server/admin/control';
import { directly, throughServer, type LeadsBackend } from '../../../server/cli/backends';
import { databaseConfig } from '../../../server/config';

/**
 * The `leads` command's work, done in the test's own process as the command does it
 * (server/cli/backends.ts): through a running server's admin API on the embedded database, else on
 * the database itself. For tests whose subject is not the command, which is tested as a process
 * in leads.process.test.ts and leads.storage.test.ts: a process a call costs seconds. (Node only:
 * the server's modules find their files by their own address, which a jsdom test's is not.)
 */
export async function leadsCommand<T>(env: Record<string, string>, work: (leads: LeadsBackend) => Promise<T>) {
  const { database } = databaseConfig({ ...process.env, ...env });
  const control = database.kind === 'pglite' ? readControl(controlFileOf(database.dataDir)) : null;
  const backend = (control && (await throughServer(control))) || (await directly(database));
  try {
    return await work(backend);
  } finally {
    await backend.close();
  }
}
