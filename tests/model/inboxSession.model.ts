import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import {
  inboxSessionMachine,
  type InboxPerson,
  type SignInCredentials,
  type SignInFailure,
  type SignInProblem,
} from '../../machines/inboxSessionMachine';
import type { MachineModel } from '../support/machineModel';

/*
 * The inbox session machine's model, shared by the machine replay (inboxSession.machine.test.ts)
 * and the inbox's replay in jsdom (inboxSession.ui.test.tsx), so both walk the same paths. The
 * invoked actors (who is signed in, signing in, signing out) are modelled as the events the
 * machine receives from them, offered only while they run. Two starts: the inbox opened at an
 * address, and at a one-time link; together they take every transition.
 */

export type SessionEvent = EventFromLogic<typeof inboxSessionMachine>;
export type ModelEvent =
  | SessionEvent
  | { type: 'xstate.done.actor.whoAmI'; output: InboxPerson | null }
  | { type: 'xstate.error.actor.whoAmI'; error: unknown }
  | { type: 'xstate.done.actor.signIn'; output: InboxPerson }
  | { type: 'xstate.error.actor.signIn'; error: SignInFailure }
  | { type: 'xstate.done.actor.signOut'; output: undefined }
  | { type: 'xstate.error.actor.signOut'; error: unknown };

export const ME: InboxPerson = { id: 'staff-asha', name: 'Asha Kulkarni', email: 'asha@rangrezcreative.in' };
export const INVITE = 'invite-7f3a';
export const PASSWORD = 'marigold-and-ink-2026';
/** The page the inbox was opened at, and the one where the session ended. A one-time link leads
 * to the list once its holder has signed in. */
export const OPENED_AT = '/leads/lead-1';
export const LIST = '/';
export const ENDED_AT = '/?status=new';
export const FAILURE: SignInFailure = { problem: 'wrongPassword' };

export const credentials = {
  password: { method: 'password', email: ME.email, password: PASSWORD },
  passkey: { method: 'passkey' },
  invitePassword: { method: 'invitePassword', token: INVITE, password: PASSWORD },
  invitePasskey: { method: 'invitePasskey', token: INVITE },
} as const satisfies Record<SignInCredentials['method'], SignInCredentials>;

const event = <T extends ModelEvent>(each: T) => each as unknown as SessionEvent;

export const whoAmIAnswers = {
  someone: event({ type: 'xstate.done.actor.whoAmI', output: ME }),
  nobody: event({ type: 'xstate.done.actor.whoAmI', output: null }),
  fails: event({ type: 'xstate.error.actor.whoAmI', error: new Error('no answer') }),
};
export const signInAnswers = {
  signedIn: event({ type: 'xstate.done.actor.signIn', output: ME }),
  refused: event({ type: 'xstate.error.actor.signIn', error: FAILURE }),
};
export const signOutAnswers = {
  done: event({ type: 'xstate.done.actor.signOut', output: undefined }),
  fails: event({ type: 'xstate.error.actor.signOut', error: new Error('no answer') }),
};

export const staffEvents: SessionEvent[] = [
  ...Object.values(credentials).map((each) => ({ type: 'session.signIn', credentials: each }) as const),
  { type: 'session.retry' },
  { type: 'session.expired', next: ENDED_AT },
  { type: 'session.signOut', everywhere: false },
  { type: 'session.signOut', everywhere: true },
  { type: 'session.toSignIn' },
];

export type Page =
  'checking' | 'unreachable' | 'welcome' | 'signIn' | 'sessionEnded' | 'signingIn' | 'inbox' | 'signingOut';

/** What the rules say of the session, written apart from the chart. */
export interface Expected {
  page: Page;
  /** Who is signed in (their id). */
  me: string | null;
  /** Where to go once signed in. */
  next: string;
  invite: string | null;
  failure: SignInProblem | null;
  /** What the page was told to do on this step: `sign-in <next>` (the address becomes the
   * sign-in page's) or `go <next>`. */
  told: string[];
}

export const opened = (invite: boolean): Expected => ({
  page: 'checking',
  me: null,
  next: invite ? LIST : OPENED_AT,
  invite: invite ? INVITE : null,
  failure: null,
  told: [],
});

const byAccount = (each: SignInCredentials) => each.method === 'password' || each.method === 'passkey';

/**
 * The session's rules: once the service has said who is signed in, a one-time link shows its
 * page, someone signed in gets the page they wanted, and nobody the sign-in page; no answer says
 * so, and can be asked again. The sign-in page takes a password or a passkey; a link's page sets
 * a password or registers a passkey, or leaves for the sign-in page (the link forgotten). A
 * sign-in that succeeds goes to the page wanted; one that fails comes back, saying why, to the
 * link's page or else the sign-in page. Signed in, an ended session returns to the sign-in page, which says so and
 * comes back to where it ended; signing out (here or everywhere) ends on the sign-in page,
 * whatever the answer. Anything else changes nothing.
 */
export function expectedAfter(was: Expected, sent: ModelEvent): Expected {
  const now = { ...was, told: [] };
  const signInPage = (next: string): Expected => ({ ...now, page: 'signIn', next, told: [`sign-in ${next}`] });
  switch (was.page) {
    case 'checking':
      if (sent.type === 'xstate.done.actor.whoAmI') {
        if (was.invite) return { ...now, page: 'welcome' };
        if (sent.output) return { ...now, page: 'inbox', me: sent.output.id, told: [`go ${was.next}`] };
        return signInPage(was.next);
      }
      return sent.type === 'xstate.error.actor.whoAmI' ? { ...now, page: 'unreachable' } : now;
    case 'unreachable':
      return sent.type === 'session.retry' ? { ...now, page: 'checking' } : now;
    case 'welcome':
      if (sent.type === 'session.signIn' && !byAccount(sent.credentials))
        return { ...now, page: 'signingIn', failure: null };
      if (sent.type === 'session.toSignIn') return { ...signInPage(was.next), invite: null, failure: null };
      return now;
    case 'signIn':
    case 'sessionEnded':
      if (sent.type === 'session.signIn' && byAccount(sent.credentials))
        return { ...now, page: 'signingIn', failure: null };
      return now;
    case 'signingIn':
      if (sent.type === 'xstate.done.actor.signIn')
        return { ...now, page: 'inbox', me: sent.output.id, invite: null, told: [`go ${was.next}`] };
      if (sent.type === 'xstate.error.actor.signIn') {
        const failed = { ...now, failure: sent.error.problem };
        return was.invite ? { ...failed, page: 'welcome' } : { ...signInPage(was.next), failure: sent.error.problem };
      }
      return now;
    case 'inbox':
      if (sent.type === 'session.expired')
        return { ...now, page: 'sessionEnded', me: null, next: sent.next, told: [`sign-in ${sent.next}`] };
      return sent.type === 'session.signOut' ? { ...now, page: 'signingOut' } : now;
    case 'signingOut':
      if (sent.type === 'xstate.done.actor.signOut' || sent.type === 'xstate.error.actor.signOut')
        return { ...signInPage('/'), me: null };
      return now;
  }
}

/** The page a snapshot stands for. */
export function pageOf(snapshot: AnyMachineSnapshot): Page {
  const value = snapshot.value as string;
  const pages: Record<string, Page> = {
    signedOut: 'signIn',
    expired: 'sessionEnded',
    signedIn: 'inbox',
    welcoming: 'welcome',
  };
  return pages[value] ?? (value as Page);
}

/** The inbox opened at `OPENED_AT` (`address`), or at a one-time link (`invite`): each reaches only
 * part of the chart, together all of it. */
const starts = Object.fromEntries(
  [false, true].map((invite) => [
    invite ? 'invite' : 'address',
    { input: { next: opened(invite).next, invite: opened(invite).invite, passkeys: 'ready' }, initial: opened(invite) },
  ]),
);

export const inboxSessionModel: MachineModel<typeof inboxSessionMachine, Expected> = {
  machine: inboxSessionMachine,
  name: 'inboxSessionMachine',
  starts,
  actors: ['whoAmI', 'signIn', 'signOut'],
  // What makes two snapshots different: the state and what the session keeps, but which way the
  // last sign-in went, which only says which button is busy.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      context: { ...snapshot.context, me: snapshot.context.me?.id ?? null, attempt: undefined },
    }),
  events: (snapshot): SessionEvent[] => [
    ...staffEvents,
    ...(snapshot.matches('checking') ? Object.values(whoAmIAnswers) : []),
    ...(snapshot.matches('signingIn') ? Object.values(signInAnswers) : []),
    ...(snapshot.matches('signingOut') ? Object.values(signOutAnswers) : []),
  ],
  title: (event) => {
    const each = event as ModelEvent;
    if (each.type === 'xstate.done.actor.whoAmI') return each.output ? 'whoAmI: someone' : 'whoAmI: nobody';
    return each.type === 'session.signIn' ? `signIn(${each.credentials.method})` : undefined;
  },
  view: {
    initial: opened(false),
    after: expectedAfter,
    // What the page was told is no part of a snapshot: the machine replay checks it.
    of: (snapshot) => ({
      page: pageOf(snapshot),
      me: snapshot.context.me?.id ?? null,
      next: snapshot.context.next,
      invite: snapshot.context.invite,
      failure: snapshot.context.failure?.problem ?? null,
      told: [],
    }),
  },
};
