/**
 * The cross-browser smoke (`npm run test:browsers`): the journeys of ./journeys.ts in Firefox and
 * in WebKit, side by side, against the site as `npm start` serves it (server/main.ts over the
 * built dist/, storing leads in a folder of this run). One browser per engine, reused across its
 * journeys. Once both engines are done the server stops, and the agency's own `leads list` must
 * list the enquiry each engine sent. `SMOKE_ENGINES=firefox` (or webkit) runs one engine.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runLeads, runLeadsBeside, startServer, type ServerProcess } from '../server/support/serverProcess';
import type { Driver } from './driver';
import { firefoxMissing, launchFirefox } from './firefox';
import { inboxApi } from '../../src/contract/inbox';
import { consoleProblems, journeys, recordConsoleProblems, visitorName, type Staff } from './journeys';
import { launchWebKit, webkitMissing } from './webkit';

interface Engine {
  name: string;
  missing: () => string | null;
  launch: (origin: Promise<string>) => Promise<Driver>;
}

const allEngines: Engine[] = [
  { name: 'Firefox', missing: firefoxMissing, launch: launchFirefox },
  { name: 'WebKit', missing: webkitMissing, launch: launchWebKit },
];
const chosen = (process.env.SMOKE_ENGINES ?? 'firefox,webkit').toLowerCase().split(',');
const engines = allEngines.filter((engine) => chosen.includes(engine.name.toLowerCase()));

/** Where a failed journey leaves its screenshot. */
const SCREENSHOTS = 'test-results/browsers';
/** Tells this run's leads from any other's. */
const runId = Date.now().toString(36);

const missing = engines.map((engine) => engine.missing()).filter((line): line is string => line !== null);

if (engines.length === 0) {
  it('runs at least one engine', () => assert.fail(`SMOKE_ENGINES=${process.env.SMOKE_ENGINES} names no engine.`));
} else if (missing.length > 0) {
  it('finds the browsers it drives', () => assert.fail(missing.join('\n')));
} else {
  describe('cross-browser smoke', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'browsers-leads-'));
    let server: ServerProcess | undefined;
    let origin: Promise<string>;
    const launched = new Map<Engine, Promise<Driver>>();
    const staff = new Map<Engine, Staff>();

    before(() => {
      // The server and the browsers start together: each takes seconds.
      const starting = startServer({ LEADS_DATA_DIR: dataDir, LEADS_RATE_LIMIT: '100000' });
      origin = starting.then((started) => {
        server = started;
        process.once('exit', () => started.child.kill());
        return started.origin;
      });
      for (const engine of engines) launched.set(engine, engine.launch(origin));
      // A member of staff for each engine, as the agency adds one: the command's one-time link,
      // then a password set through it.
      const staffAdded = origin.then(async (started) => {
        for (const engine of engines) {
          const person = { email: `smoke-${engine.name.toLowerCase()}@rangrez.in`, password: 'smoke marigold saffron' };
          const added = await runLeadsBeside(['add-user', person.email], { LEADS_DATA_DIR: dataDir });
          const token = /\/inbox\/welcome\/(\S+)/.exec(added.stdout)?.[1];
          assert.ok(token, `add-user printed no link: ${added.stdout}${added.stderr}`);
          const set = await fetch(`${started}${inboxApi.invitePassword(token)}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: started },
            body: JSON.stringify({ password: person.password }),
          });
          assert.equal(set.status, 200, await set.text());
          staff.set(engine, person);
        }
      });
      // Handled where each is awaited; not an unhandled rejection meanwhile.
      for (const driver of launched.values()) driver.catch(() => undefined);
      return staffAdded;
    });

    after(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    describe('journeys', { concurrency: engines.length }, () => {
      for (const engine of engines) {
        describe(engine.name, { concurrency: 1 }, () => {
          let I: Driver;
          before(async () => {
            I = await launched.get(engine)!;
            await I.onEveryPage(recordConsoleProblems);
          });
          after(async () => {
            await I?.close();
          });

          journeys.forEach((journey, index) => {
            it(journey.name, { timeout: 60_000 }, async () => {
              try {
                await journey.run(I, { visitor: visitorName(engine.name, runId), staff: staff.get(engine)! });
                // As in tests/e2e: an error or warning nobody expected fails the journey.
                const expected = journey.expectedConsole ?? [];
                const unexpected = (await consoleProblems(I)).filter(
                  (line) => !expected.some((pattern) => pattern.test(line)),
                );
                assert.deepEqual(unexpected, [], 'console errors and warnings');
              } catch (error) {
                // What it logged goes with it, not into the next journey's list.
                await consoleProblems(I).catch(() => undefined);
                const file = join(SCREENSHOTS, `${engine.name.toLowerCase()}-${index + 1}.png`);
                mkdirSync(SCREENSHOTS, { recursive: true });
                const saved = await I.screenshot().then(
                  (png) => (writeFileSync(file, png), `screenshot: ${file}`),
                  (why: unknown) => `no screenshot: ${String(why)}`,
                );
                if (error instanceof Error) error.message += `\n  in ${I.engine} (${saved})`;
                throw error;
              }
            });
          });
        });
      }
    });

    describe('once the server has stopped', () => {
      let leads: Array<{ form: string; fields: Record<string, string> }>;
      before(async () => {
        await server?.stop();
        const listed = runLeads(['list', '--json'], { LEADS_DATA_DIR: dataDir });
        assert.equal(listed.status, 0, listed.stderr);
        leads = JSON.parse(listed.stdout) as typeof leads;
      });

      for (const engine of engines) {
        it(`\`leads list\` lists the enquiry sent from ${engine.name}`, () => {
          const name = visitorName(engine.name, runId);
          const enquiries = leads.filter((lead) => lead.form === 'enquiry' && lead.fields.name === name);
          assert.equal(enquiries.length, 1, `one enquiry from "${name}" among ${JSON.stringify(leads, null, 1)}`);
          assert.equal(enquiries[0]!.fields.email, 'smoke@example.in');
        });
      }
    });
  });
}
