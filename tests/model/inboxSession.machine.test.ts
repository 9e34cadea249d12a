import { createActor, fromPromise, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import {
  inboxSessionMachine,
  type InboxPerson,
  type InboxSessionInput,
  type SignInCredentials,
} from '../../machines/inboxSessionMachine';
import { recordCoverage, type ModelPath } from '../support/model';
import {
  credentials,
  describePath,
  expectedAfter,
  inboxSessionModel,
  ME,
  opened,
  pageOf,
  unitedCoverage,
  type ModelEvent,
  type SessionEvent,
} from './inboxSession.model';

/*
 * The inbox session's paths (both models: opened at an address, and at a one-time link), replayed
 * on the machine with actors the test settles: after each step the page, who is signed in, where
 * the session goes next, the failure, and what the page was told to do with its address must be
 * what the rules say (inboxSession.model.ts, written apart from the chart).
 */

const models = {
  address: inboxSessionModel('inboxSessionMachine (opened at an address)', { invite: false }),
  invite: inboxSessionModel('inboxSessionMachine (opened at a one-time link)', { invite: true }),
};
const coverage = unitedCoverage('inboxSessionMachine', [models.address.coverage, models.invite.coverage]);
afterAll(() => recordCoverage(coverage));

/** Lets a settled promise reach the machine. */
async function flush() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

interface Held<T, I = unknown> {
  input: I;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function harness(input: InboxSessionInput) {
  const asked = {
    whoAmI: [] as Held<InboxPerson | null>[],
    signIn: [] as Held<InboxPerson, SignInCredentials>[],
    signOut: [] as Held<void, { everywhere: boolean }>[],
  };
  const told: string[] = [];
  const hold =
    <T, I>(list: Held<T, I>[]) =>
    ({ input: request }: { input: I }) =>
      new Promise<T>((resolve, reject) => list.push({ input: request, resolve, reject }));
  const machine = inboxSessionMachine.provide({
    actors: {
      whoAmI: fromPromise(hold(asked.whoAmI)),
      signIn: fromPromise(hold(asked.signIn)),
      signOut: fromPromise(hold(asked.signOut)),
    },
    actions: {
      showSignIn: (_, next) => told.push(`sign-in ${next}`),
      goNext: (_, next) => told.push(`go ${next}`),
    },
  });
  return { actor: createActor(machine, { input }).start(), asked, told };
}

test('the two models together take every state and transition of the session', () => {
  expect(coverage.states.missing).toEqual([]);
  expect(coverage.transitions.missing).toEqual([]);
});

for (const [which, model] of Object.entries(models)) {
  describe(`inbox session machine, opened at ${which === 'invite' ? 'a one-time link' : 'an address'}: every edge`, () => {
    test.each(model.paths.map((path) => [describePath(path), path] as const))(
      '%s',
      async (_name, path: ModelPath<SessionEvent>) => {
        const invite = which === 'invite';
        const h = harness({ next: opened(invite).next, invite: opened(invite).invite, passkeys: 'ready' });
        let expected = opened(invite);
        let toldSoFar = 0;
        for (const step of path.steps) {
          const event = step.event as ModelEvent;
          const before = h.actor.getSnapshot();
          switch (event.type) {
            case 'xstate.done.actor.whoAmI':
              h.asked.whoAmI.at(-1)!.resolve(event.output);
              break;
            case 'xstate.error.actor.whoAmI':
              h.asked.whoAmI.at(-1)!.reject(event.error);
              break;
            case 'xstate.done.actor.signIn':
              h.asked.signIn.at(-1)!.resolve(event.output);
              break;
            case 'xstate.error.actor.signIn':
              h.asked.signIn.at(-1)!.reject(event.error);
              break;
            case 'xstate.done.actor.signOut':
              h.asked.signOut.at(-1)!.resolve();
              break;
            case 'xstate.error.actor.signOut':
              h.asked.signOut.at(-1)!.reject(event.error);
              break;
            default:
              h.actor.send(event);
          }
          await flush();
          expected = expectedAfter(expected, event);
          const after = h.actor.getSnapshot();
          expect(after.value).toEqual(step.state.value);
          expect({
            page: pageOf(after),
            me: after.context.me?.id ?? null,
            next: after.context.next,
            invite: after.context.invite,
            failure: after.context.failure?.problem ?? null,
            told: h.told.slice(toldSoFar),
          }).toEqual(expected);
          toldSoFar = h.told.length;
          // A sign-in starts with what was sent, and only then: the password is never kept.
          if (expected.page === 'signingIn' && pageOf(before) !== 'signingIn') {
            const sent = (event as { credentials: SignInCredentials }).credentials;
            expect(h.asked.signIn.at(-1)!.input).toEqual(sent);
            // The page shows which way is busy.
            expect(after.context.attempt).toBe(sent.method);
          }
          expect(JSON.stringify(after.context)).not.toContain(credentials.password.password);
        }
        h.actor.stop();
      },
    );
  });
}

test('where passkeys cannot work (an IP address, or no WebAuthn), a passkey is refused and a password is not', async () => {
  for (const passkeys of ['needsDomainName', 'unsupported'] as const) {
    const h = harness({ next: '/', invite: null, passkeys });
    h.asked.whoAmI[0]!.resolve(null);
    await flush();
    expect(h.actor.getSnapshot().can({ type: 'session.signIn', credentials: credentials.passkey })).toBe(false);
    expect(h.actor.getSnapshot().can({ type: 'session.signIn', credentials: credentials.password })).toBe(true);
    h.actor.send({ type: 'session.signIn', credentials: credentials.passkey });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.asked.signIn).toHaveLength(0);
  }
  const h = harness({ next: '/', invite: 'invite-1', passkeys: 'needsDomainName' });
  h.asked.whoAmI[0]!.resolve(null);
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
  h.asked.whoAmI[0]!.resolve(ME);
  await flush();
  h.actor.send({ type: 'session.expired', next: '/leads/lead-9?from=list' });
  h.actor.send({ type: 'session.signIn', credentials: credentials.password });
  h.asked.signIn[0]!.resolve(ME);
  await flush();
  expect(h.told).toEqual(['go /', 'sign-in /leads/lead-9?from=list', 'go /leads/lead-9?from=list']);
});

test('signing out says whether it is everywhere, as the person chose', async () => {
  for (const everywhere of [true, false]) {
    const h = harness({ next: '/', invite: null, passkeys: 'ready' });
    h.asked.whoAmI[0]!.resolve(ME);
    await flush();
    h.actor.send({ type: 'session.signOut', everywhere });
    expect(h.asked.signOut.map((asked) => asked.input)).toEqual([{ everywhere }]);
    h.actor.stop();
  }
});

test('a sign-in that fails without an answer the page can explain is "unavailable"', async () => {
  const h = harness({ next: '/', invite: null, passkeys: 'ready' });
  h.asked.whoAmI[0]!.resolve(null);
  await flush();
  h.actor.send({ type: 'session.signIn', credentials: credentials.password });
  h.asked.signIn[0]!.reject(new TypeError('Failed to fetch'));
  await flush();
  expect(h.actor.getSnapshot().context.failure).toEqual({ problem: 'unavailable' });
  // Nothing at all thrown, either way.
  for (const [attempt, nothing] of [null, undefined].entries()) {
    h.actor.send({ type: 'session.signIn', credentials: credentials.password });
    h.asked.signIn[attempt + 1]!.reject(nothing);
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
