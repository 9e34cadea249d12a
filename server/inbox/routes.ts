/**
 * The inbox's API (src/contract/inbox.ts): staff sign-in with a password or a passkey, then the
 * leads. Every route but sign-in and the set-up links answers 401 without a live session, and
 * every request that changes something must come from the inbox's own origin (403 otherwise: a
 * cross-site form or script carrying the session cookie changes nothing).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import {
  INBOX_PATH,
  inboxApi,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type InboxRefusal,
  type Me,
  type StaffMember,
} from '../../src/contract/inbox.ts';
import { agency } from '../../src/content/agency.ts';
import { answerUnavailable, type ApiEnv } from '../api/api.ts';
import { isJsonInUtf8, readJsonBody } from '../api/jsonBody.ts';
import type { Database } from '../db/open.ts';
import { staff } from '../db/staffSchema.ts';
import type { Store } from '../db/store.ts';
import type { ClientOf } from '../http/client.ts';
import { leadsCsv } from '../leads/csv.ts';
import { compactLeadTables, eraseLead } from '../leads/store.ts';
import { inviteHolder, listStaff, setPasswordWithInvite } from './accounts.ts';
import {
  addNote,
  assignLead,
  filtersFrom,
  leadDetail,
  leadsFor,
  listLeads,
  markUnread,
  moveLead,
  NOTE_MAX_LENGTH,
  type ChangeOutcome,
} from './leads.ts';
import type { ListDrawer } from './drawnList.ts';
import type { LiveHub } from './live.ts';
import {
  authenticationOptions,
  registrationOptions,
  relyingParty,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys.ts';
import { pipelineEvent } from './pipeline.ts';
import { passwordMatches } from './secrets.ts';
import {
  endEverySession,
  endSession,
  giveSessionCookie,
  sessionOwner,
  sessionToken,
  startSession,
  takeSessionCookie,
} from './sessions.ts';
import { clearFailures, countFailure, lockedForSeconds } from './throttle.ts';

export type InboxEnv = ApiEnv & { Variables: { staff: StaffMember } };

export interface InboxOptions {
  store: Store;
  client: ClientOf;
  live: LiveHub;
  /** The kind of database: an erasure on the embedded one also rewrites its files. */
  embedded: boolean;
  log: (message: string) => void;
  /** The list drawn for whoever is signed in, as the inbox's page at its own address: the drawer
   * (once its code has loaded; null without one) and the answer that carries the page. */
  listPage?: {
    drawer: Promise<ListDrawer | null>;
    answer: (req: InboxEnv['Bindings']['incoming'], html: string) => Response;
  };
}

/** The largest body the inbox reads: a note of a page, a passkey's response. */
const MAX_BODY_BYTES = 32 * 1024;
/** An erasure on the embedded database rewrites the lead tables: longer than a request's queries. */
const ERASE_LIMIT_MS = 120_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refuse = (c: Context, refusal: InboxRefusal, status: 400 | 401 | 403 | 404 | 409 | 422 | 429) =>
  c.json(refusal, status);

export function createInboxRoutes({ store, client, live, embedded, log, listPage }: InboxOptions) {
  const inbox = new Hono<InboxEnv>();
  inbox.onError(answerUnavailable(log));
  const secure = (c: Context<InboxEnv>) => client.isSecure(c.env.incoming);
  /** The origin the inbox is open at, as the browser names it. */
  const originOf = (c: Context<InboxEnv>) => `${secure(c) ? 'https' : 'http'}://${new URL(c.req.url).host}`;
  const rpOf = (c: Context<InboxEnv>) => relyingParty(originOf(c), `${agency.name} inbox`);
  const withDb = <T>(work: (db: Database) => Promise<T>, limitMs?: number) => store.use(work, limitMs);

  inbox.use('/api/inbox/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  // A change must come from the inbox's own pages: their browser says so (Origin, Sec-Fetch-Site).
  // A request that says nothing, with a session cookie, is refused too.
  const sameOrigin: MiddlewareHandler<InboxEnv> = async (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const foreign =
      (origin !== undefined && origin !== originOf(c)) ||
      (site !== undefined && site !== 'same-origin') ||
      (origin === undefined && site === undefined && c.req.header('cookie') !== undefined);
    if (foreign) return refuse(c, { error: 'cross-origin' }, 403);
    return next();
  };
  inbox.use('/api/inbox/*', sameOrigin);
  inbox.use(
    '/api/inbox/*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: 'invalid', fields: {} }, 413) }),
  );

  /** A request's JSON object, or null (not JSON, not UTF-8, not an object). */
  const bodyOf = async (c: Context<InboxEnv>): Promise<Record<string, unknown> | null> => {
    if (!isJsonInUtf8(c.req.header('content-type'))) return null;
    const reading = readJsonBody(Buffer.from(await c.req.arrayBuffer()));
    const body = reading.ok ? reading.body : null;
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  };
  const text = (value: unknown, max: number) =>
    typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

  /** Who a staff member is, and how they may sign in. */
  const meOf = async (staffId: string): Promise<Me | null> => {
    const row = (await withDb((db) => listStaff(db))).find((person) => person.id === staffId);
    return row
      ? { id: row.id, email: row.email, name: row.name, hasPassword: row.hasPassword, passkeys: row.passkeys }
      : null;
  };

  /** Starts a session for `staffId` and answers who signed in. */
  const signIn = async (c: Context<InboxEnv>, staffId: string) => {
    giveSessionCookie(c, secure(c), await withDb((db) => startSession(db, staffId)));
    return c.json((await meOf(staffId))!);
  };

  const requireStaff: MiddlewareHandler<InboxEnv> = async (c, next) => {
    const token = sessionToken(c, secure(c));
    const owner = token ? await withDb((db) => sessionOwner(db, token)) : null;
    if (!owner) return refuse(c, { error: 'signed-out' }, 401);
    c.set('staff', owner);
    return next();
  };

  // --- The list's page, drawn for whoever is signed in (drawnList.ts) ------------------------

  if (listPage) {
    /** The page for the signed-in person, or null: nobody is, or the list could not be drawn. */
    const drawnFor = async (c: Context<InboxEnv>): Promise<string | null> => {
      const drawer = await listPage.drawer;
      const token = drawer ? sessionToken(c, secure(c)) : null;
      if (!drawer || !token) return null;
      try {
        const owner = await withDb((db) => sessionOwner(db, token));
        const me = owner ? await meOf(owner.id) : null;
        if (!me) return null;
        const url = new URL(c.req.url);
        const path = `${url.pathname}${url.search}`;
        const asked = Object.fromEntries(new URLSearchParams(drawer.firstPageQuery(path)));
        const page = await withDb((db) => listLeads(db, me.id, filtersFrom(asked), undefined));
        return drawer.draw(path, me, page);
      } catch (error) {
        // The app's own page instead, which asks again and says what it hears.
        log(`${c.req.method} ${c.req.path}: the list was not drawn: ${String((error as Error).stack ?? error)}`);
        return null;
      }
    };
    const drawn: MiddlewareHandler<InboxEnv> = async (c, next) => {
      const html = await drawnFor(c);
      return html === null ? next() : listPage.answer(c.env.incoming, html);
    };
    inbox.get(INBOX_PATH, drawn).get(`${INBOX_PATH}/`, drawn);
  }

  // --- Signing in ----------------------------------------------------------------------------

  inbox.post(inboxApi.signIn, async (c) => {
    const body = await bodyOf(c);
    const email = text(body?.email, 254)?.trim().toLowerCase() ?? '';
    const password = text(body?.password, PASSWORD_MAX_LENGTH) ?? '';
    const address = client.address(c.env.incoming);
    const wait = await withDb((db) => lockedForSeconds(db, email, address));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return refuse(c, { error: 'locked', retryAfterS: wait }, 429);
    }
    const [found] = await withDb((db) =>
      db.select({ id: staff.id, passwordHash: staff.passwordHash }).from(staff).where(eq(staff.email, email)),
    );
    // An unknown address is checked against a hash no password matches: the same work, the same
    // answer, the same time as a wrong password.
    if (!(await passwordMatches(found?.passwordHash, password)) || !found) {
      await withDb((db) => countFailure(db, email, address));
      return refuse(c, { error: 'sign-in-failed' }, 401);
    }
    await withDb((db) => clearFailures(db, email));
    return signIn(c, found.id);
  });

  const challengeCookie = (c: Context<InboxEnv>) => (secure(c) ? '__Host-inbox-passkey' : 'inbox-passkey');
  const giveChallenge = (c: Context<InboxEnv>, handle: string) =>
    setCookie(c, challengeCookie(c), handle, {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      secure: secure(c),
      maxAge: 300,
    });
  const takeChallenge = (c: Context<InboxEnv>) => {
    const handle = getCookie(c, challengeCookie(c));
    deleteCookie(c, challengeCookie(c), { path: '/', secure: secure(c) });
    return handle;
  };
  const noPasskeysHere = (c: Context<InboxEnv>) =>
    refuse(
      c,
      {
        error: 'passkeys-need-a-name',
        reason: 'Passkeys work at localhost or at the site’s own domain name, not at an IP address.',
      },
      400,
    );

  inbox.post(inboxApi.passkeySignInOptions, async (c) => {
    const rp = rpOf(c);
    if (!rp) return noPasskeysHere(c);
    const { options, handle } = await withDb((db) => authenticationOptions(db, rp));
    giveChallenge(c, handle);
    return c.json(options);
  });

  inbox.post(inboxApi.passkeySignInVerify, async (c) => {
    const rp = rpOf(c);
    const handle = takeChallenge(c);
    const response = (await bodyOf(c))?.response as AuthenticationResponseJSON | undefined;
    const address = client.address(c.env.incoming);
    if ((await withDb((db) => lockedForSeconds(db, '', address))) > 0)
      return refuse(c, { error: 'locked', retryAfterS: 60 }, 429);
    const staffId =
      rp && handle && response ? await withDb((db) => verifyAuthentication(db, rp, handle, response)) : null;
    if (!staffId) {
      await withDb((db) => countFailure(db, '', address));
      return refuse(c, { error: 'sign-in-failed' }, 401);
    }
    return signIn(c, staffId);
  });

  inbox.get('/api/inbox/invites/:token', async (c) => {
    const holder = await withDb((db) => inviteHolder(db, c.req.param('token')));
    return holder ? c.json({ email: holder.email, name: holder.name }) : refuse(c, { error: 'not-found' }, 404);
  });

  inbox.post('/api/inbox/invites/:token/password', async (c) => {
    const password = (await bodyOf(c))?.password;
    if (
      typeof password !== 'string' ||
      [...password].length < PASSWORD_MIN_LENGTH ||
      [...password].length > PASSWORD_MAX_LENGTH
    )
      return refuse(
        c,
        {
          error: 'invalid',
          fields: {
            password: `Please choose a password of ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
          },
        },
        400,
      );
    const staffId = await withDb((db) => setPasswordWithInvite(db, c.req.param('token'), password));
    if (!staffId) return refuse(c, { error: 'not-found' }, 404);
    return signIn(c, staffId);
  });

  inbox.post(inboxApi.passkeyRegisterOptions, async (c) => {
    const rp = rpOf(c);
    if (!rp) return noPasskeysHere(c);
    const token = text((await bodyOf(c))?.token, 200);
    let person: { id: string; email: string; name: string; inviteId?: string } | null = null;
    if (token) {
      const holder = await withDb((db) => inviteHolder(db, token));
      person = holder && { ...holder };
    } else {
      const session = sessionToken(c, secure(c));
      person = session ? await withDb((db) => sessionOwner(db, session)) : null;
    }
    if (!person) return refuse(c, token ? { error: 'not-found' } : { error: 'signed-out' }, token ? 404 : 401);
    const who = person;
    const { options, handle } = await withDb((db) => registrationOptions(db, rp, who, who.inviteId));
    giveChallenge(c, handle);
    return c.json(options);
  });

  inbox.post(inboxApi.passkeyRegisterVerify, async (c) => {
    const rp = rpOf(c);
    const handle = takeChallenge(c);
    const response = (await bodyOf(c))?.response as RegistrationResponseJSON | undefined;
    const staffId =
      rp && handle && response ? await withDb((db) => verifyRegistration(db, rp, handle, response)) : null;
    if (!staffId) return refuse(c, { error: 'not-allowed' }, 422);
    return signIn(c, staffId);
  });

  inbox.post(inboxApi.signOut, async (c) => {
    const token = sessionToken(c, secure(c));
    if (token) await withDb((db) => endSession(db, token));
    takeSessionCookie(c, secure(c));
    return c.body(null, 204);
  });

  // --- Signed in -----------------------------------------------------------------------------

  for (const path of [
    inboxApi.me,
    inboxApi.signOutEverywhere,
    inboxApi.staff,
    inboxApi.leads,
    inboxApi.exportCsv,
    inboxApi.events,
    '/api/inbox/leads/*',
  ])
    inbox.use(path, requireStaff);

  inbox.get(inboxApi.me, async (c) => {
    const me = await meOf(c.get('staff').id);
    return me ? c.json(me) : refuse(c, { error: 'signed-out' }, 401);
  });

  inbox.post(inboxApi.signOutEverywhere, async (c) => {
    await withDb((db) => endEverySession(db, c.get('staff').id));
    takeSessionCookie(c, secure(c));
    return c.body(null, 204);
  });

  inbox.get(inboxApi.staff, async (c) =>
    c.json((await withDb((db) => listStaff(db))).map(({ id, email, name }): StaffMember => ({ id, email, name }))),
  );

  inbox.get(inboxApi.leads, async (c) => {
    const filters = filtersFrom(c.req.query());
    return c.json(await withDb((db) => listLeads(db, c.get('staff').id, filters, c.req.query('cursor'))));
  });

  inbox.get(inboxApi.exportCsv, async (c) => {
    const rows = await withDb((db) => leadsFor(db, c.get('staff').id, filtersFrom(c.req.query())));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="leads.csv"');
    return c.body(leadsCsv(rows));
  });

  inbox.get(inboxApi.events, (c) => live.stream(c));

  /** A lead's id from the path, or null when it cannot be one. */
  const leadId = (c: Context<InboxEnv>) => (UUID.test(c.req.param('id') ?? '') ? c.req.param('id')! : null);

  /** A change's answer: the lead as it is now, with 409 when someone else changed it first. */
  const answerChange = async (c: Context<InboxEnv>, id: string, outcome: ChangeOutcome) => {
    if (outcome === 'not-found') return refuse(c, { error: 'not-found' }, 404);
    if (outcome === 'not-allowed') return refuse(c, { error: 'not-allowed' }, 422);
    const lead = await withDb((db) => leadDetail(db, c.get('staff').id, id));
    if (!lead) return refuse(c, { error: 'not-found' }, 404);
    return outcome === 'conflict' ? refuse(c, { error: 'conflict', lead }, 409) : c.json(lead);
  };

  inbox.get('/api/inbox/leads/:id', async (c) => {
    const id = leadId(c);
    const lead = id ? await withDb((db) => leadDetail(db, c.get('staff').id, id)) : null;
    return lead ? c.json(lead) : refuse(c, { error: 'not-found' }, 404);
  });

  inbox.post('/api/inbox/leads/:id/unread', async (c) => {
    const id = leadId(c);
    if (!id) return refuse(c, { error: 'not-found' }, 404);
    await withDb((db) => markUnread(db, c.get('staff').id, id));
    const lead = await withDb((db) => leadDetail(db, c.get('staff').id, id, { read: false }));
    return lead ? c.json(lead) : refuse(c, { error: 'not-found' }, 404);
  });

  inbox.post('/api/inbox/leads/:id/move', async (c) => {
    const id = leadId(c);
    const body = await bodyOf(c);
    const event = pipelineEvent(body?.event);
    if (!id) return refuse(c, { error: 'not-found' }, 404);
    if (!event || !Number.isSafeInteger(body?.version)) return refuse(c, { error: 'not-allowed' }, 422);
    const outcome = await withDb((db) => moveLead(db, c.get('staff').id, id, event, body!.version as number));
    return answerChange(c, id, outcome);
  });

  inbox.post('/api/inbox/leads/:id/assign', async (c) => {
    const id = leadId(c);
    const body = await bodyOf(c);
    const assigneeId = body?.assigneeId;
    if (!id) return refuse(c, { error: 'not-found' }, 404);
    if (
      !(assigneeId === null || (typeof assigneeId === 'string' && UUID.test(assigneeId))) ||
      !Number.isSafeInteger(body?.version)
    )
      return refuse(c, { error: 'not-allowed' }, 422);
    const outcome = await withDb((db) =>
      assignLead(db, c.get('staff').id, id, assigneeId as string | null, body!.version as number),
    );
    return answerChange(c, id, outcome);
  });

  inbox.post('/api/inbox/leads/:id/notes', async (c) => {
    const id = leadId(c);
    const note = (await bodyOf(c))?.text;
    if (!id) return refuse(c, { error: 'not-found' }, 404);
    if (typeof note !== 'string' || note.trim() === '' || note.length > NOTE_MAX_LENGTH)
      return refuse(
        c,
        { error: 'invalid', fields: { text: `Please write a note of 1 to ${NOTE_MAX_LENGTH} characters.` } },
        400,
      );
    return answerChange(c, id, await withDb((db) => addNote(db, c.get('staff').id, id, note)));
  });

  inbox.delete('/api/inbox/leads/:id', async (c) => {
    const id = leadId(c);
    const lead = id ? await withDb((db) => leadDetail(db, c.get('staff').id, id, { read: false })) : null;
    if (!id || !lead) return refuse(c, { error: 'not-found' }, 404);
    if ((await bodyOf(c))?.confirmName !== lead.name)
      return refuse(
        c,
        { error: 'invalid', fields: { confirmName: 'Type the name exactly as the lead gives it.' } },
        400,
      );
    await withDb(async (db) => {
      if (await eraseLead(db, id, c.get('staff').id)) if (embedded) await compactLeadTables(db);
    }, ERASE_LIMIT_MS);
    return c.body(null, 204);
  });

  return inbox;
}
