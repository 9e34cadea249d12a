import { createActor, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import {
  inboxSessionMachine,
  type InboxSessionInput,
  type SignInCredentials,
} from '../../machines/inboxSessionMachine';
import { flush, heldActors } from '../support/heldActors';
import { describeMachineModel } from '../support/machineModel';
import { credentials, inboxSessionModel, ME } from './inboxSession.model';

/*
 * The inbox session's paths (from both starts: opened at an address, and at a one-time link),
 * replayed on the machine with actors the test settles: after each step the page, who is signed
 * in, where the session goes next, the failure, and what the page was told to do with its address
 * must be what the rules say (inboxSession.model.ts, written apart from the chart).
 */

/** The page's actions, as what it was told: show the sign-in page, or go to the page wanted. */
const telling = (told: string[]) =>
  inboxSessionMachine.provide({
    actions: {
      showSignIn: (_, next) => void told.push(`sign-in ${next}`),
      goNext: (_, next) => void told.push(`go ${next}`),
    },
  });

let told: string[] = [];
describeMachineModel(inboxSessionModel, {
  machine: {
    provide: () => telling((told = [])),
    // Which way the last sign-in went the graph leaves aside; `check` reads it.
    context: (context) => ({ ...context, attempt: null }),
    shown: ({ told: _, ...shown }) => shown,
    check: ({ event, after, view, was, started }) => {
      expect(told.splice(0)).toEqual(view.told);
      // A sign-in starts with what was sent, and only then: the password is never kept.
      if (view.page === 'signingIn' && was.page !== 'signingIn') {
        const sent = (event as { credentials: SignInCredentials }).credentials;
        expect(started.at(-1)!.input).toEqual(sent);
        // The page shows which way is busy.
        expect(after.context.attempt).toBe(sent.method);
      }
      expect(JSON.stringify(after.context)).not.toContain(credentials.password.password);
    },
  },
});

function harness(input: InboxSessionInput) {
  const held = heldActors(['whoAmI', 'signIn', 'signOut']);
  const told: string[] = [];
  const actor = createActor(telling(told).provide({ actors: held.actors }), { input }).start();
  /** What the machine asked of `name`, settled or not, in order. */
  const asked = (name: string) => held.started.filter((each) => each.name === name);
  return { actor, told, asked };
}

test('where passkeys cannot work (an IP address, or no WebAuthn), a passkey is refused and a password is not', async () => {
  for (const passkeys of ['needsDomainName', 'unsupported'] as const) {
    const h = harness({ next: '/', invite: null, passkeys });
    h.asked('whoAmI')[0]!.resolve(null);
    await flush();
    expect(h.actor.getSnapshot().can({ type: 'session.signIn', credentials: credentials.passkey })).toBe(false);
    expect(h.actor.getSnapshot().can({ type: 'session.signIn', credentials: credentials.password })).toBe(true);
    h.actor.send({ type: 'session.signIn', credentials: credentials.passkey });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.asked('signIn')).toHaveLength(0);
  }
  const h = harness({ next: '/', invite: 'invite-1', passkeys: 'needsDomainName' });
  h.asked('whoAmI')[0]!.resolve(null);
  await flush();
  expect(
    h.actor.getSnapshot().can({ type: 'session.signIn', credentials: { method: 'invitePasskey', token: 'invite-1' } }),
  ).toBe(false);
  expect(
    h.actor.getSnapshot().can({
      type: 'session.signIn',
      credentials: { method: 'invitePassword', token: 'invite-1', password: 'x'.repeat(12) },
    }),
  ).toBe(true);
});

test('an ended session comes back, once signed in again, to the page where it ended', async () => {
  const h = harness({ next: '/', invite: null, passkeys: 'ready' });
  h.asked('whoAmI')[0]!.resolve(ME);
  await flush();
  h.actor.send({ type: 'session.expired', next: '/leads/lead-9?from=list' });
  h.actor.send({ type: 'session.signIn', credentials: credentials.password });
  h.asked('signIn')[0]!.resolve(ME);
  await flush();
  expect(h.told).toEqual(['go /', 'sign-in /leads/lead-9?from=list', 'go /leads/lead-9?from=list']);
});

test('signing out says whether it is everywhere, as the person chose', async () => {
  for (const everywhere of [true, false]) {
    const h = harness({ next: '/', invite: null, passkeys: 'ready' });
    h.asked('whoAmI')[0]!.resolve(ME);
    await flush();
    h.actor.send({ type: 'session.signOut', everywhere });
    expect(h.asked('signOut').map((asked) => asked.input)).toEqual([{ everywhere }]);
    h.actor.stop();
  }
});

test('a sign-in that fails without an answer the page can explain is "unavailable"', async () => {
  const h = harness({ next: '/', invite: null, passkeys: 'ready' });
  h.asked('whoAmI')[0]!.resolve(null);
  await flush();
  h.actor.send({ type: 'session.signIn', credentials: credentials.password });
  h.asked('signIn')[0]!.reject(new TypeError('Failed to fetch'));
  await flush();
  expect(h.actor.getSnapshot().context.failure).toEqual({ problem: 'unavailable' });
  // Nothing at all thrown, either way.
  for (const [attempt, nothing] of [null, undefined].entries()) {
    h.actor.send({ type: 'session.signIn', credentials: credentials.password });
    h.asked('signIn')[attempt + 1]!.reject(nothing);
    await flush();
    expect(h.actor.getSnapshot().context.failure).toEqual({ problem: 'unavailable' });
  }
});

test('with no input (as the visualiser starts it), the session goes back to the list, with no link and no passkey', () => {
  const actor = createActor(inboxSessionMachine as AnyStateMachine);
  expect(actor.getSnapshot().context).toEqual({
    next: '/',
    invite: null,
    passkeys: 'unsupported',
    me: null,
    attempt: null,
    failure: null,
  });
});

test('the placeholders the page replaces say which actor it must provide, and how', async () => {
  const how = (actor: string) =>
    new Error(`inboxSessionMachine: provide the ${actor} actor, e.g. machine.provide({ actors: { ${actor} } })`);
  const { whoAmI, signIn, signOut } = inboxSessionMachine.implementations.actors as Record<string, AnyActorLogic>;
  await expect(toPromise(createActor(whoAmI!).start())).rejects.toEqual(how('whoAmI'));
  await expect(toPromise(createActor(signIn!, { input: credentials.password }).start())).rejects.toEqual(how('signIn'));
  await expect(toPromise(createActor(signOut!, { input: { everywhere: false } }).start())).rejects.toEqual(
    how('signOut'),
  );
});
