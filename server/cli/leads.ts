/**
 * `npm run leads -- list [--json]`, `npm run leads -- export --csv` and `npm run leads -- delete ID`:
 * the agency reads, exports and erases its leads, on whichever database the server's settings name
 * (DATABASE_URL, else the PGlite folder). What a visitor typed is shown escaped (leadText.ts).
 */
import { parseArgs } from 'node:util';
import { ConfigError, databaseConfig } from '../config.ts';
import { DatabaseBusyError, withDatabase } from '../db/open.ts';
import { compactLeadTables, deleteLead, listLeads } from '../leads/store.ts';
import { leadsCsv, leadsJson, leadsTable } from './leadText.ts';

const usage = `Usage:
  npm run leads -- list            the stored leads, as a table
  npm run leads -- list --json     the same, as JSON (for scripts)
  npm run leads -- export --csv    every lead as CSV, for a spreadsheet
  npm run leads -- delete ID       erase one lead (a prospect's request to erase their data)`;

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
    options: { json: { type: 'boolean' }, csv: { type: 'boolean' } },
  });
} catch (error) {
  stop(`${(error as Error).message}\n${usage}`);
}
const [command, ...rest] = parsed.positionals;
const { json = false, csv = false } = parsed.values;
if (command === 'list' && rest.length === 0 && !csv) {
  // fine
} else if (command === 'export' && rest.length === 0 && csv && !json) {
  // fine
} else if (command === 'delete' && rest.length === 1 && !json && !csv) {
  if (!UUID.test(rest[0]!)) stop(`"${rest[0]}" is not a lead's id: ids look like 0b6f3c52-…, as \`list\` shows them.`);
} else {
  stop(usage);
}

let config;
try {
  config = databaseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) stop(error.message);
  throw error;
}

try {
  await withDatabase(
    config.database,
    async (db, driver) => {
      if (command === 'delete') {
        const id = rest[0]!;
        if (await deleteLead(db, id)) {
          if (driver.kind === 'pglite') await compactLeadTables(db);
          console.log(`Deleted lead ${id} and its notification.`);
        } else {
          process.exitCode = 1;
          console.error(`There is no lead ${id}.`);
        }
      } else {
        const leads = await listLeads(db);
        if (command === 'export') process.stdout.write(leadsCsv(leads));
        else if (json) process.stdout.write(leadsJson(leads));
        else console.log(leadsTable(leads));
      }
    },
    { waitForStale: false },
  );
} catch (error) {
  if (error instanceof DatabaseBusyError) stop(error.message);
  stop(`Could not open the lead database: ${(error as Error).message}`);
}
