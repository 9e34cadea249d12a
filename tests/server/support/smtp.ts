/**
 * A real SMTP server for the tests (the `smtp-server` package, on a free loopback port) that can
 * be stopped, started again on the same port, told to refuse, or to hold each e-mail until the
 * test answers it. Every e-mail it takes is parsed with mailparser, as a mail program reads it.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

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
