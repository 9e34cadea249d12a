import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { openLeadStore, type LeadStore } from '../../server/db/open.ts';
import { outbox } from '../../server/db/schema.ts';
import { storeLead } from '../../server/leads/store.ts';
import type { CheckedLead } from '../../src/common/forms/checkLead.ts';
import { freshDatabase, type DriverName } from './support/databases.ts';

/*
 * What the notifier's tests run against: a real SMTP server (the `smtp-server` package, on a free
 * loopback port) that can be stopped, started again on the same port, told to refuse, or to hold
 * each e-mail until the test answers it; and a real database (PGlite, or a PostgreSQL server), with
 * the server's own migrations and its own way of storing a lead.
 */

export interface Received {
  raw: Buffer;
  mail: ParsedMail;
  /** The envelope: who the SMTP server was told it is from and for. */
  from: string;
  to: string[];
}

/** What the SMTP server does with an e-mail: takes it, refuses it (with a reply code), or holds
 * it until the test answers. */
export type SmtpMode = { accept: true } | { refuse: number } | { hold: true };

export interface HeldMail {
  raw: Buffer;
  accept(): Promise<void>;
  refuse(code: number): void;
}

export async function startSmtp() {
  const received: Received[] = [];
  const held: HeldMail[] = [];
  /** Every e-mail the server was handed, whatever it answered. */
  let offered = 0;
  let mode: SmtpMode = { accept: true };
  let server: SMTPServer | null = null;
  let port = 0;

  const keep = async (raw: Buffer, from: string, to: string[]) => {
    received.push({ raw, mail: await simpleParser(raw), from, to });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            offered += 1;
            const raw = Buffer.concat(chunks);
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
            const refuse = (code: number) =>
              callback(Object.assign(new Error(`${code} not now`), { responseCode: code }) as SMTPServerError);
            if ('refuse' in mode) return refuse(mode.refuse);
            if ('hold' in mode) {
              held.push({
                raw,
                accept: async () => {
                  await keep(raw, from, to);
                  callback();
                },
                refuse,
              });
              return;
            }
            void keep(raw, from, to).then(() => callback(), callback);
          });
        },
      });
      smtp.on('error', reject);
      smtp.listen(port, '127.0.0.1', () => {
        port = (smtp.server.address() as AddressInfo).port;
        server = smtp;
        resolve();
      });
    });

  await listen();
  return {
    received,
    held,
    get offered() {
      return offered;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    setMode(next: SmtpMode) {
      mode = next;
    },
    /** Stops listening: a sender now finds nothing there (connection refused). */
    async stop() {
      const smtp = server;
      server = null;
      if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
    /** Listens again, on the same port. */
    start: listen,
  };
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** A fresh database of `kind` (PGlite in a temporary folder, or a new database on the run's
 * PostgreSQL server), opened and migrated as the server does it. */
export async function openTestStore(kind: DriverName = 'pglite') {
  const fresh = await freshDatabase(kind);
  const store = await openLeadStore(fresh.database);
  return {
    ...store,
    database: fresh.database,
    /** Empties both tables between tests. */
    async clear() {
      await store.db.execute(sql`truncate leads cascade`);
    },
    async close() {
      await store.close();
      await fresh.remove();
    },
  };
}

let keys = 0;

/** Stores a lead as the API does (with its outbox row unless flagged), under a fresh key. */
export async function store(db: LeadStore['db'], lead: CheckedLead): Promise<string> {
  keys += 1;
  const result = await storeLead(db, lead, `notify-test-${process.pid}-${keys}-${Date.now()}`);
  if (result.outcome !== 'created') throw new Error(`the lead was not created: ${result.outcome}`);
  return result.id;
}

export async function outboxRows(db: LeadStore['db']) {
  return db.select().from(outbox);
}
