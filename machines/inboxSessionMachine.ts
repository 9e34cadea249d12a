import { assign, fromPromise, setup } from 'xstate';

/** Who is signed in, as the inbox shows them (the inbox contract's `Me` is one). */
export interface InboxPerson {
  id: string;
  name: string;
  email: string;
}

/** Whether this browser, at this address, can use a passkey: WebAuthn refuses an IP address as a
 * site's identity, and some browsers have no WebAuthn at all. */
export type PasskeySupport = 'ready' | 'needsDomainName' | 'unsupported';

/** How someone signs in: with their account (a password or a passkey), or with a one-time link
 * (by setting a password or registering a passkey). */
export type SignInCredentials =
  | { method: 'password'; email: string; password: string }
  | { method: 'passkey' }
  | { method: 'invitePassword'; token: string; password: string }
  | { method: 'invitePasskey'; token: string };

/** Why a sign-in did not succeed. */
export type SignInProblem =
  | 'wrongPassword'
  | 'locked'
  | 'passkeyCancelled'
  | 'passkeyFailed'
  | 'passkeysNeedDomainName'
  | 'inviteUsed'
  | 'invalid'
  | 'unavailable';

/** What the signIn actor throws, and the session keeps to show. */
export interface SignInFailure {
  problem: SignInProblem;
  /** While locked: how long until the next try. */
  retryAfterS?: number;
  /** Refused fields (a password too short), in the server's words. */
  fields?: Readonly<Record<string, string>>;
}

export interface InboxSessionInput {
  /** Where to go once signed in: the inbox page the app was opened at (or its sign-in page's
   * `next`). A path inside the inbox. */
  next: string;
  /** The one-time link's token, when the app was opened at one. */
  invite: string | null;
  passkeys: PasskeySupport;
}

export interface InboxSessionContext extends InboxSessionInput {
  me: InboxPerson | null;
  /** The way of the sign-in under way or last tried, for the page to show which is busy. */
  attempt: SignInCredentials['method'] | null;
  /** Why the last sign-in did not succeed; until the next one starts. */
  failure: SignInFailure | null;
}

const missing = (actor: string) =>
  new Error(`inboxSessionMachine: provide the ${actor} actor, e.g. machine.provide({ actors: { ${actor} } })`);

/**
 * The staff inbox's session: it asks who is signed in, shows the sign-in page (or a one-time
 * link's page) to nobody, and once someone has signed in goes back to the page they wanted
 * (`next`). Any answer that the session has ended (a 401 anywhere) returns to sign-in, which then
 * comes back to the same page. A passkey is offered only where this browser can use one here.
 */
export const inboxSessionMachine = setup({
  types: {} as {
    input: InboxSessionInput;
    context: InboxSessionContext;
    events:
      | { type: 'session.signIn'; credentials: SignInCredentials }
      | { type: 'session.retry' }
      | { type: 'session.expired'; next: string }
      | { type: 'session.signOut'; everywhere: boolean }
      | { type: 'session.toSignIn' };
  },
  actors: {
    /** Who is signed in: the person, or null for nobody (a 401). Throws when no answer says. */
    whoAmI: fromPromise<InboxPerson | null>(async () => {
      throw missing('whoAmI');
    }),
    /** Signs in; throws a `SignInFailure`. */
    signIn: fromPromise<InboxPerson, SignInCredentials>(async () => {
      throw missing('signIn');
    }),
    signOut: fromPromise<void, { everywhere: boolean }>(async () => {
      throw missing('signOut');
    }),
  },
  guards: {
    hasInvite: ({ context }) => context.invite !== null,
    isSomeone: ({ event }) => 'output' in event && event.output !== null,
    // A sign-in's own credentials, given by its transition.
    canSignIn: ({ context }, credentials: SignInCredentials) =>
      credentials.method === 'password' || (credentials.method === 'passkey' && context.passkeys === 'ready'),
    canAcceptInvite: ({ context }, credentials: SignInCredentials) =>
      credentials.method === 'invitePassword' ||
      (credentials.method === 'invitePasskey' && context.passkeys === 'ready'),
  },
  actions: {
    keepMe: assign({ me: ({ event }) => ('output' in event ? (event.output as InboxPerson) : null) }),
    forgetMe: assign({ me: null }),
    forgetInvite: assign({ invite: null }),
    keepNext: assign((_, next: string) => ({ next })),
    forgetNext: assign({ next: '/' }),
    // What the signIn actor threw, given by its transition.
    keepFailure: assign((_, error: unknown) => ({
      failure: isSignInFailure(error) ? error : { problem: 'unavailable' as const },
    })),
    forgetFailure: assign({ failure: null }),
    keepAttempt: assign((_, method: SignInCredentials['method']) => ({ attempt: method })),
    // The page's: the address becomes the sign-in page's, carrying where to go back to.
    showSignIn: (_, _next: string) => {},
    // The page's: the address becomes the page that was wanted.
    goNext: (_, _next: string) => {},
  },
}).createMachine({
  id: 'inboxSession',
  description:
    'The staff inbox session: checks who is signed in; nobody gets the sign-in page (password or passkey) or a one-time link’s page; signed in, back to the page wanted; an ended session (any 401) returns to sign-in and then to the same page.',
  context: ({ input }) => ({
    next: input?.next ?? '/',
    invite: input?.invite ?? null,
    passkeys: input?.passkeys ?? 'unsupported',
    me: null,
    attempt: null,
    failure: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'whoAmI',
        src: 'whoAmI',
        onDone: [
          { guard: 'hasInvite', target: 'welcoming' },
          { guard: 'isSomeone', target: 'signedIn', actions: 'keepMe' },
          { target: 'signedOut' },
        ],
        onError: 'unreachable',
      },
    },
    /** The lead service did not say who is signed in (down, or no answer). */
    unreachable: {
      on: { 'session.retry': 'checking' },
    },
    /** A one-time link's page: set a password or register a passkey, or sign in instead. */
    welcoming: {
      on: {
        'session.signIn': {
          guard: { type: 'canAcceptInvite', params: ({ event }) => event.credentials },
          target: 'signingIn',
          actions: { type: 'keepAttempt', params: ({ event }) => event.credentials.method },
        },
        'session.toSignIn': { target: 'signedOut', actions: ['forgetInvite', 'forgetFailure'] },
      },
    },
    signedOut: {
      entry: { type: 'showSignIn', params: ({ context }) => context.next },
      on: {
        'session.signIn': {
          guard: { type: 'canSignIn', params: ({ event }) => event.credentials },
          target: 'signingIn',
          actions: { type: 'keepAttempt', params: ({ event }) => event.credentials.method },
        },
      },
    },
    /** The session ended while the inbox was open: the sign-in page says so. */
    expired: {
      entry: { type: 'showSignIn', params: ({ context }) => context.next },
      on: {
        'session.signIn': {
          guard: { type: 'canSignIn', params: ({ event }) => event.credentials },
          target: 'signingIn',
          actions: { type: 'keepAttempt', params: ({ event }) => event.credentials.method },
        },
      },
    },
    signingIn: {
      entry: 'forgetFailure',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        // The credentials are the event's: a password is never kept in the context.
        input: ({ event }) => (event as { credentials: SignInCredentials }).credentials,
        onDone: { target: 'signedIn', actions: ['keepMe', 'forgetInvite'] },
        onError: [
          {
            guard: 'hasInvite',
            target: 'welcoming',
            actions: { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
          {
            target: 'signedOut',
            actions: { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        ],
      },
    },
    signedIn: {
      entry: { type: 'goNext', params: ({ context }) => context.next },
      on: {
        'session.expired': {
          target: 'expired',
          actions: [{ type: 'keepNext', params: ({ event }) => event.next }, 'forgetMe'],
        },
        'session.signOut': 'signingOut',
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // The sign-out's own choice: only its event enters this state.
        input: ({ event }) => ({ everywhere: (event as { everywhere: boolean }).everywhere }),
        // Signed out either way on this page: an answer that never came leaves at worst a
        // session that ends by itself.
        onDone: { target: 'signedOut', actions: ['forgetMe', 'forgetNext'] },
        onError: { target: 'signedOut', actions: ['forgetMe', 'forgetNext'] },
      },
    },
  },
});

/** Whether a thrown value is a sign-in failure the page can explain. */
export function isSignInFailure(error: unknown): error is SignInFailure {
  return typeof error === 'object' && error !== null && typeof (error as SignInFailure).problem === 'string';
}
