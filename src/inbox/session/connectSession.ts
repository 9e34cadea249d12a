import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { inboxSessionMachine, SignInCredentials } from '../../../machines/inboxSessionMachine';

type Snapshot = SnapshotFrom<typeof inboxSessionMachine>;
type Send = (event: EventFromLogic<typeof inboxSessionMachine>) => void;

/** Which page the session shows. */
export type SessionPage = 'checking' | 'unreachable' | 'welcome' | 'signIn' | 'inbox' | 'signingOut';

function pageOf(snapshot: Snapshot): SessionPage {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('unreachable')) return 'unreachable';
  if (snapshot.matches('welcoming')) return 'welcome';
  if (snapshot.matches('signingIn')) return snapshot.context.invite ? 'welcome' : 'signIn';
  if (snapshot.matches('signedIn')) return 'inbox';
  if (snapshot.matches('signingOut')) return 'signingOut';
  return 'signIn';
}

/** The session as the pages show it, and what a person can do with it. */
export function connectSession(snapshot: Snapshot, send: Send) {
  const { context } = snapshot;
  const invite = context.invite ?? '';
  const signIn = (credentials: SignInCredentials) => send({ type: 'session.signIn', credentials });
  const can = (credentials: SignInCredentials) => snapshot.can({ type: 'session.signIn', credentials });
  const busy = snapshot.matches('signingIn');
  return {
    page: pageOf(snapshot),
    /** The way of the sign-in under way, whose button shows it is busy. */
    busyWith: busy ? context.attempt : null,
    sessionEnded: snapshot.matches('expired'),
    me: context.me,
    invite: context.invite,
    failure: context.failure,
    /** Whether passkeys work here at all; if not, the page says why instead of offering one. */
    passkeys: context.passkeys,
    canSignInWithPassword: can({ method: 'password', email: '', password: '' }),
    canSignInWithPasskey: can({ method: 'passkey' }),
    canSetPassword: can({ method: 'invitePassword', token: invite, password: '' }),
    canRegisterPasskey: can({ method: 'invitePasskey', token: invite }),
    signInWithPassword: (email: string, password: string) => signIn({ method: 'password', email, password }),
    signInWithPasskey: () => signIn({ method: 'passkey' }),
    setPassword: (password: string) => signIn({ method: 'invitePassword', token: invite, password }),
    registerPasskey: () => signIn({ method: 'invitePasskey', token: invite }),
    toSignIn: () => send({ type: 'session.toSignIn' }),
    retry: () => send({ type: 'session.retry' }),
    signOut: (everywhere: boolean) => send({ type: 'session.signOut', everywhere }),
  };
}

export type SessionView = ReturnType<typeof connectSession>;
