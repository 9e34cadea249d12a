/**
 * The agency's command for its leads and its staff, on whichever database the server's settings
 * name (DATABASE_URL, else the PGlite folder). It works while the server runs: on the embedded
 * database it goes through the running server's admin API (which alone may open that folder), on a
 * PostgreSQL server straight to the database; either way it says which it used. What a visitor
 * typed is shown escaped (leadText.ts). It writes only to the output it is given and answers its
 * exit code, so it runs as `npm run leads` (leads.ts) and in a test's own process alike.
 */
import { parseArgs } from 'node:util';
import { isEmailAddress } from '../../src/contract/answers.ts';
import { INBOX_PATH } from '../../src/contract/inbox.ts';
import { ConfigError, databaseConfig } from '../config.ts';
import { DatabaseBusyError } from '../db/open.ts';
import { leadsJson, leadsTable, staffTable } from './leadText.ts';
import { openBackend, type LeadsBackend } from './backends.ts';

export interface CommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

const usage = `Usage:
  npm run leads -- list                 the stored leads, as a table
  npm run leads -- list --json          the same, as JSON (for scripts)
  npm run leads -- export --csv         every lead as CSV, for a spreadsheet
  npm run leads -- delete ID            erase one lead (a prospect's request to erase their data)
  npm run leads -- add-user EMAIL [--name NAME]
                                        add someone to the inbox: prints their one-time link
  npm run leads -- users                the inbox's staff
  npm run leads -- remove-user EMAIL    take someone off the inbox`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ends the command with its message and exit code 1. */
class Refusal extends Error {}

/** Runs the command on `args` with the settings in `env`; answers its exit code. */
export async function runLeadsCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  try {
    return await run(args, env, output);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    output.err(`${error.message}\n`);
    return 1;
  }
}

function refuse(message: string): never {
  throw new Refusal(message);
}

async function run(args: readonly string[], env: NodeJS.ProcessEnv, { out, err }: CommandOutput): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { json: { type: 'boolean' }, csv: { type: 'boolean' }, name: { type: 'string' } },
    });
  } catch (error) {
    refuse(`${(error as Error).message}\n${usage}`);
  }
  const [command, ...rest] = parsed.positionals;
  const { json = false, csv = false, name } = parsed.values;
  const only = (count: number, flags: boolean) => rest.length === count && flags;
  const known =
    (command === 'list' && only(0, !csv && name === undefined)) ||
    (command === 'export' && only(0, csv && !json && name === undefined)) ||
    (command === 'delete' && only(1, !json && !csv && name === undefined)) ||
    (command === 'add-user' && only(1, !json && !csv)) ||
    (command === 'users' && only(0, !csv && name === undefined)) ||
    (command === 'remove-user' && only(1, !json && !csv && name === undefined));
  if (!known) refuse(usage);
  if (command === 'delete' && !UUID.test(rest[0]!))
    refuse(`"${rest[0]}" is not a lead's id: ids look like 0b6f3c52-…, as \`list\` shows them.`);
  if ((command === 'add-user' || command === 'remove-user') && !isEmailAddress(rest[0]!))
    refuse(`"${rest[0]}" is not an e-mail address.`);

  let config;
  try {
    config = databaseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.message);
    throw error;
  }

  let backend: LeadsBackend;
  try {
    backend = await openBackend(config.database);
  } catch (error) {
    if (error instanceof DatabaseBusyError) refuse(error.message);
    refuse(`Could not open the lead database: ${(error as Error).message}`);
  }
  err(`(${backend.way})\n`);

  try {
    if (command === 'delete') {
      const id = rest[0]!;
      if (await backend.erase(id)) out(`Deleted lead ${id}, its notification and its history.\n`);
      else {
        err(`There is no lead ${id}.\n`);
        return 1;
      }
    } else if (command === 'export') {
      out(await backend.csv());
    } else if (command === 'list') {
      const leads = await backend.leads();
      out(json ? leadsJson(leads) : `${leadsTable(leads)}\n`);
    } else if (command === 'add-user') {
      const origin = inboxOrigin(env, backend.serverOrigin);
      const { token, email } = await backend.addUser(rest[0]!, name);
      out(`Send ${email} this link (valid 24 hours, once) to set a password or a passkey:\n`);
      out(`${origin}${INBOX_PATH}/welcome/${token}\n`);
    } else if (command === 'users') {
      const staff = await backend.users();
      out(json ? `${JSON.stringify(staff, null, 2)}\n` : `${staffTable(staff)}\n`);
    } else if (command === 'remove-user') {
      if (await backend.removeUser(rest[0]!)) out(`Removed ${rest[0]} from the inbox; their sessions ended.\n`);
      else {
        err(`There is nobody with the address ${rest[0]} in the inbox.\n`);
        return 1;
      }
    }
    return 0;
  } finally {
    await backend.close();
  }
}

/** Where a one-time link points: INBOX_ORIGIN, else the running server (by name, for passkeys). */
function inboxOrigin(env: NodeJS.ProcessEnv, serverOrigin: string | null): string {
  const configured = env.INBOX_ORIGIN?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      refuse(`INBOX_ORIGIN must be the inbox's origin, such as https://www.example.in, not "${configured}".`);
    }
  }
  const origin = new URL(serverOrigin ?? `http://localhost:${env.PORT || 4173}`);
  if (origin.hostname === '127.0.0.1') origin.hostname = 'localhost';
  return origin.origin;
}
