/**
 * `npm run leads -- …`: the agency's command for its leads and its staff, on whichever database
 * the server's settings name (DATABASE_URL, else the PGlite folder). It works while the server
 * runs: on the embedded database it goes through the running server's admin API (which alone may
 * open that folder), on a PostgreSQL server straight to the database; either way it says which it
 * used. What a visitor typed is shown escaped (leadText.ts).
 */
import { parseArgs } from 'node:util';
import { isEmailAddress } from '../../src/contract/answers.ts';
import { INBOX_PATH } from '../../src/contract/inbox.ts';
import { controlFileOf, readControl } from '../admin/control.ts';
import { ConfigError, databaseConfig } from '../config.ts';
import { DatabaseBusyError } from '../db/open.ts';
import { leadsJson, leadsTable, staffTable } from './leadText.ts';
import { directly, throughServer, type LeadsBackend } from './backends.ts';

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

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { json: { type: 'boolean' }, csv: { type: 'boolean' }, name: { type: 'string' } },
  });
} catch (error) {
  stop(`${(error as Error).message}\n${usage}`);
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
if (!known) stop(usage);
if (command === 'delete' && !UUID.test(rest[0]!))
  stop(`"${rest[0]}" is not a lead's id: ids look like 0b6f3c52-…, as \`list\` shows them.`);
if ((command === 'add-user' || command === 'remove-user') && !isEmailAddress(rest[0]!))
  stop(`"${rest[0]}" is not an e-mail address.`);

let config;
try {
  config = databaseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) stop(error.message);
  throw error;
}

/** Where a one-time link points: INBOX_ORIGIN, else the running server (by name, for passkeys). */
function inboxOrigin(serverOrigin: string | null): string {
  const configured = process.env.INBOX_ORIGIN?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      stop(`INBOX_ORIGIN must be the inbox's origin, such as https://www.example.in, not "${configured}".`);
    }
  }
  const origin = new URL(serverOrigin ?? `http://localhost:${process.env.PORT || 4173}`);
  if (origin.hostname === '127.0.0.1') origin.hostname = 'localhost';
  return origin.origin;
}

const control = config.database.kind === 'pglite' ? readControl(controlFileOf(config.database.dataDir)) : null;
let backend: LeadsBackend;
try {
  backend = (control && (await throughServer(control))) || (await directly(config.database));
} catch (error) {
  if (error instanceof DatabaseBusyError) stop(error.message);
  stop(`Could not open the lead database: ${(error as Error).message}`);
}
console.error(`(${backend.way})`);

try {
  if (command === 'delete') {
    const id = rest[0]!;
    if (await backend.erase(id)) console.log(`Deleted lead ${id}, its notification and its history.`);
    else {
      process.exitCode = 1;
      console.error(`There is no lead ${id}.`);
    }
  } else if (command === 'export') {
    process.stdout.write(await backend.csv());
  } else if (command === 'list') {
    const leads = await backend.leads();
    if (json) process.stdout.write(leadsJson(leads));
    else console.log(leadsTable(leads));
  } else if (command === 'add-user') {
    const { token, email } = await backend.addUser(rest[0]!, name);
    console.log(`Send ${email} this link (valid 24 hours, once) to set a password or a passkey:`);
    console.log(`${inboxOrigin(control?.origin ?? null)}${INBOX_PATH}/welcome/${token}`);
  } else if (command === 'users') {
    const staff = await backend.users();
    if (json) process.stdout.write(`${JSON.stringify(staff, null, 2)}\n`);
    else console.log(staffTable(staff));
  } else if (command === 'remove-user') {
    if (await backend.removeUser(rest[0]!)) console.log(`Removed ${rest[0]} from the inbox; their sessions ended.`);
    else {
      process.exitCode = 1;
      console.error(`There is nobody with the address ${rest[0]} in the inbox.`);
    }
  }
} finally {
  await backend.close();
}
