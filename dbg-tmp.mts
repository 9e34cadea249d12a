import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readdirSync, readFileSync } from 'node:fs';
const db = await PGlite.create('/tmp/explain-db', { extensions: { pg_trgm } });
const have = await db.query(`select to_regclass('leads') as t`);
if (!(have.rows[0] as any).t) {
  for (const f of readdirSync('server/db/migrations').filter((f) => f.endsWith('.sql')).sort())
    for (const stmt of readFileSync(`server/db/migrations/${f}`, 'utf8').split('--> statement-breakpoint')) await db.exec(stmt);
  const t = performance.now();
  await db.exec(`insert into leads (form, fields, idempotency_key, fingerprint, created_at)
  select 'enquiry', jsonb_build_object('name', 'Visitor ' || i || ' ' || (array['Sharma','Iyer','Khan','Das','Patel'])[1 + i % 5], 'email', 'visitor' || i || '@example.in', 'phone', '+91 9' || lpad(i::text, 9, '0'), 'service','event-management','budget','1l-3l','message', 'We are planning a launch in ' || (array['Pune','Mumbai','Nagpur','Nashik'])[1 + i % 4] || ' for about ' || (50 + i % 400) || ' guests. ' || repeat('Details of the brief follow. ', 12)), 'bench-' || i, 'f', now() - make_interval(secs => i) from generate_series(1, 100000) as i`);
  await db.exec(`insert into staff (id, email, name) values ('00000000-0000-4000-8000-000000000001', 'b@x.in', 'B')`);
  await db.exec('vacuum analyze');
  console.log('seeded', Math.round(performance.now() - t));
}
const me = '00000000-0000-4000-8000-000000000001';
async function explain(label: string, q: string, params: unknown[] = []) {
  const r = await db.query(`explain analyze ${q}`, params);
  console.log('==', label); console.log((r.rows as any[]).map((x) => x['QUERY PLAN']).filter((l: string) => /Execution|Planning|Scan|Sort|Limit|Join|Bitmap/.test(l)).slice(0, 12).join('\n'));
}
const list = `select leads.id from leads left join outbox on outbox.lead_id = leads.id left join lead_reads on lead_reads.lead_id = leads.id and lead_reads.staff_id = $1 left join staff a on a.id = leads.assignee_id where leads.status <> 'spam' order by leads.created_at desc, leads.id desc limit 51`;
await explain('list', list, [me]);
await explain('unread', `select count(*) from leads left join lead_reads on lead_reads.lead_id = leads.id and lead_reads.staff_id = $1 where leads.status <> 'spam' and lead_reads.lead_id is null`, [me]);
const c = (await db.query(`select created_at::text as c, id from leads order by created_at desc, id desc offset 50000 limit 1`)).rows[0] as any;
await explain('page1000', list.replace("where leads.status <> 'spam'", "where leads.status <> 'spam' and (leads.created_at, leads.id) < ($2::timestamptz, $3::uuid)"), [me, c.c, c.id]);
await explain('search rare', list.replace("where leads.status <> 'spam'", "where leads.status <> 'spam' and leads.search like $2"), [me, '%visitor88123@%']);
await explain('search broad', list.replace("where leads.status <> 'spam'", "where leads.status <> 'spam' and leads.search like $2"), [me, '%nashik%']);
await explain('search mid', list.replace("where leads.status <> 'spam'", "where leads.status <> 'spam' and leads.search like $2"), [me, '%visitor 4567 %']);
