/**
 * What is stored, read, erased and expired, on PGlite and on a real PostgreSQL server: the
 * retention, erasing one lead with its notification, and the `leads` command's export and delete
 * on the same database, run in this process (leads.process.test.ts runs it as a process). The
 * oracle is the rows found afterwards and the CSV read back by its own parser.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { count, sql } from 'drizzle-orm';
import { databaseDriver, type Database } from '../../server/db/open';
import { leads, outbox } from '../../server/db/schema';
import { openStore, type Store } from '../../server/db/store';
import { applyRetention } from '../../server/leads/retention';
import { eraseLead, listLeads, storeLead } from '../../server/leads/store';
import { drivers, freshDatabase } from './support/databases';
import { runLeadsHere } from './support/leadsCommand';

const DAY_MS = 24 * 60 * 60 * 1000;

const values = {
  name: '=HYPERLINK("http://evil")',
  email: 'a@b.in',
  phone: '+91 98765 43210',
  service: '',
  message: 'नमस्ते 🙏\n"quoted", comma',
};

/** The server's store on a database, and the database itself for the tests' own queries. */
async function open(database: Parameters<typeof databaseDriver>[0]) {
  const store = openStore(databaseDriver(database), () => {});
  await store.ready();
  return { store, db: await store.use(async (db) => db) };
}

describe.each(drivers)('stored leads on %s', (driver) => {
  let store: { store: Store; db: Database };
  let env: Record<string, string>;
  let database: Parameters<typeof databaseDriver>[0];
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase(driver);
    env = fresh.env;
    remove = fresh.remove;
    database = fresh.database;
    store = await open(database);
  }, 60_000);
  afterAll(async () => {
    await store?.store.close();
    await remove?.();
  });

  const rows = async () => ({
    leads: (await store.db.select({ n: count() }).from(leads))[0]!.n,
    outbox: (await store.db.select({ n: count() }).from(outbox))[0]!.n,
  });

  test('the retention deletes leads older than its days, with their notifications, and no others', async () => {
    await store.db.delete(leads);
    const stored = async (ageDays: number) => {
      const [row] = await store.db
        .insert(leads)
        .values({
          form: 'contact',
          fields: values,
          idempotencyKey: randomUUID(),
          fingerprint: 'f',
          createdAt: new Date(Date.now() - ageDays * DAY_MS),
        })
        .returning({ id: leads.id });
      await store.db.insert(outbox).values({ leadId: row!.id });
      return row!.id;
    };
    await stored(400);
    await stored(366);
    const kept = [await stored(364), await stored(0)];
    const logged: string[] = [];
    await applyRetention(store.store, 365, (line) => logged.push(line));
    expect((await listLeads(store.db)).map((lead) => lead.id)).toEqual(kept);
    expect(await rows()).toEqual({ leads: 2, outbox: 2 });
    expect(logged).toEqual(['retention: deleted 2 lead(s) older than 365 days']);
  });

  test('erasing a lead erases its notification; erasing it again finds nothing', async () => {
    const stored = await storeLead(store.db, { form: 'contact', values }, null, randomUUID());
    if (stored.outcome !== 'created') throw new Error(stored.outcome);
    const before = await rows();
    expect(await eraseLead(store.db, stored.id)).toBe(true);
    expect(await rows()).toEqual({ leads: before.leads - 1, outbox: before.outbox - 1 });
    expect(await eraseLead(store.db, stored.id)).toBe(false);
  });

  test('the leads command exports every lead as CSV, deletes one by id, and links new staff to INBOX_ORIGIN', async () => {
    // PGlite is one process at a time: the command opens the folder once this process lets go.
    await store.db.delete(leads);
    const stored = await storeLead(store.db, { form: 'enquiry', values }, 'too-fast', randomUUID());
    if (stored.outcome !== 'created') throw new Error(stored.outcome);
    await store.store.close();
    try {
      const exported = await runLeadsHere(['export', '--csv'], env);
      // With no server running, the command opens the database itself, and says so.
      expect(exported.stderr).toMatch(
        /^\(directly on (the database in .+|the PostgreSQL server \(DATABASE_URL\))\)\n$/,
      );
      const records = parse(exported.stdout, { bom: true, columns: true }) as Array<Record<string, string>>;
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        id: stored.id,
        form: 'enquiry',
        spam: 'too-fast',
        name: `'${values.name}`,
        phone: `'${values.phone}`,
        message: values.message,
      });
      const table = await runLeadsHere(['list'], env);
      expect(table.stdout).toContain(stored.id);
      expect(table.stdout).toContain('नमस्ते 🙏\\u{a}"quoted", comma');
      expect(await runLeadsHere(['delete', stored.id], env)).toMatchObject({ status: 0 });
      const again = await runLeadsHere(['delete', stored.id], env);
      expect([again.status, again.stderr.split('\n')[1]]).toEqual([1, `There is no lead ${stored.id}.`]);
      expect(JSON.parse((await runLeadsHere(['list', '--json'], env)).stdout)).toEqual([]);
      expect((await runLeadsHere(['delete', 'drop table leads'], env)).status).toBe(1);
      expect(await runLeadsHere(['export'], env)).toMatchObject({
        status: 1,
        stderr: expect.stringMatching(/^Usage:/),
      });

      // A link to nowhere is refused before anyone is added; INBOX_ORIGIN is where links point.
      const refused = await runLeadsHere(['add-user', 'neha@rangrez.in'], { ...env, INBOX_ORIGIN: 'rangrez.in' });
      expect([refused.status, refused.stdout, refused.stderr.split('\n')[1]]).toEqual([
        1,
        '',
        `INBOX_ORIGIN must be the inbox's origin, such as https://www.example.in, not "rangrez.in".`,
      ]);
      expect((await runLeadsHere(['users'], env)).stdout).not.toContain('neha@rangrez.in');
      const added = await runLeadsHere(['add-user', 'neha@rangrez.in'], {
        ...env,
        INBOX_ORIGIN: 'https://rangrez.in/',
      });
      expect(added.stdout).toMatch(/\nhttps:\/\/rangrez\.in\/inbox\/welcome\/[\w-]{43}\n$/);
      expect(await runLeadsHere(['remove-user', 'neha@rangrez.in'], env)).toMatchObject({ status: 0 });
    } finally {
      store = await open(database);
    }
  }, 60_000);
});

/** Every file under `dir`. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
const holds = (dir: string, text: string) => {
  const bytes = Buffer.from(text);
  return filesUnder(dir).some((file) => readFileSync(file).includes(bytes));
};

test('erased with the leads command, a lead’s words are in no table file of the embedded database', async () => {
  const fresh = await freshDatabase('pglite');
  const dataDir = fresh.env.LEADS_DATA_DIR!;
  const name = `Zubeida Erasure ${randomUUID().slice(0, 8)}`;
  try {
    const { store, db } = await open(fresh.database);
    const stored = await storeLead(
      db,
      { form: 'contact', values: { ...values, name, message: `Please erase me, ${name}` } },
      null,
      randomUUID(),
    );
    if (stored.outcome !== 'created') throw new Error(stored.outcome);
    await db.execute(sql`checkpoint`);
    await store.close();
    // The search finds the words where they are: in the table files, once written out.
    expect(holds(join(dataDir, 'base'), name)).toBe(true);

    expect(await runLeadsHere(['delete', stored.id], fresh.env)).toMatchObject({ status: 0 });
    expect(holds(join(dataDir, 'base'), name)).toBe(false);
  } finally {
    await fresh.remove();
  }
}, 60_000);
