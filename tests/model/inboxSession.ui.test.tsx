import type * as WebAuthn from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { inboxSessionMachine, type SignInCredentials } from '../../machines/inboxSessionMachine';
import { inboxApi } from '../../src/contract/inbox';
import { inboxContent } from '../../src/content/inbox';
import { fakeInbox, leadFixture, type FakeInbox, type HeldRequest } from '../support/inboxServer';
import { measureReplays } from '../support/inspector';
import { coveringPaths, recordCoverage, type ModelPath } from '../support/model';
import { renderInbox } from '../support/renderInbox';
import {
  describePath,
  expectedAfter,
  inboxSessionModel,
  INVITE,
  ME,
  opened,
  unitedCoverage,
  type Expected,
  type ModelEvent,
  type SessionEvent,
} from './inboxSession.model';

/*
 * The inbox session's model (inboxSession.model.ts: the inbox opened at a lead's page, and at a
 * one-time link) replayed by staff on the whole inbox in jsdom, against the inbox API as the
 * contract says (tests/support/inboxServer.ts), the passkey ceremonies of the browser stubbed. The
 * service's answers to "who is signed in", a sign-in and a sign-out are held and given as each step
 * says; an ended session is a 401 on the next request the page makes. After every step the page
 * must show what the rules say (the oracle, apart from the chart): the wait, the sign-in page (and
 * why it shows), the link's page, the inbox at the page wanted, with the address to match. What a
 * person cannot do on the page in front of them (sign in while signed in, retry when nothing
 * failed) they do not: the actor must then receive nothing. The printed figure is what the inbox's
 * session actor was measured to do.
 */

vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof WebAuthn>()),
  startAuthentication: vi.fn(async () => ({ id: 'credential', rawId: 'credential', response: {}, type: 'public-key' })),
  startRegistration: vi.fn(async () => ({ id: 'credential', rawId: 'credential', response: {}, type: 'public-key' })),
}));

const models = {
  address: inboxSessionModel('inboxSessionMachine (opened at an address)', { invite: false }),
  invite: inboxSessionModel('inboxSessionMachine (opened at a one-time link)', { invite: true }),
};
const measured = measureReplays(inboxSessionMachine, 'inboxSessionMachine → inbox (UI)');
afterAll(() => recordCoverage(measured.coverage()));

// The service's answers arrive when the steps give them, not inside a press: the page takes them
// up as a browser's would, and every check waits for what it expects (Testing Library's waitFor).
// React's act environment is off meanwhile, as in a browser; Testing Library's own act (render,
// presses) turns it on where it acts.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  vi.unstubAllGlobals();
});

/** The requests whose answers the steps give. */
const heldPaths = new Set([
  inboxApi.me,
  inboxApi.signIn,
  inboxApi.passkeySignInVerify,
  inboxApi.invitePassword(INVITE),
  inboxApi.passkeyRegisterVerify,
  inboxApi.signOut,
  inboxApi.signOutEverywhere,
]);

const words = inboxContent;

/** The held request the step answers: the latest one to `paths`. */
async function heldTo(server: FakeInbox, paths: string[]): Promise<HeldRequest> {
  let found: HeldRequest | undefined;
  await waitFor(() => {
    found = server.held.findLast((request) => paths.includes(new URL(request.url, 'http://x').pathname));
    expect(found).toBeDefined();
  });
  server.held.splice(server.held.indexOf(found!), 1);
  return found!;
}

const signInPaths = [
  inboxApi.signIn,
  inboxApi.passkeySignInVerify,
  inboxApi.invitePassword(INVITE),
  inboxApi.passkeyRegisterVerify,
];

/** What a failed sign-in says, for the way it was made. */
const failureText = (method: SignInCredentials['method']) =>
  method === 'password'
    ? words.signInProblems.wrongPassword
    : method === 'passkey'
      ? words.signInProblems.passkeyFailed
      : words.signInProblems.inviteUsed;

/** Performs a staff event on the page in front of them, if it offers it; says whether it did. */
async function perform(user: UserEvent, event: SessionEvent, server: FakeInbox): Promise<boolean> {
  const button = (name: string) => screen.queryByRole('button', { name });
  switch (event.type) {
    case 'session.retry': {
      const retry = button(words.unreachable.retry);
      if (!retry) return false;
      await user.click(retry);
      return true;
    }
    case 'session.toSignIn': {
      const toSignIn = button(words.welcome.toSignIn);
      if (!toSignIn) return false;
      await user.click(toSignIn);
      return true;
    }
    case 'session.signOut': {
      const account = button(words.shell.account);
      if (!account) return false;
      await user.click(account);
      await user.click(
        await screen.findByRole('menuitem', {
          name: event.everywhere ? words.shell.signOutEverywhere : words.shell.signOut,
        }),
      );
      return true;
    }
    case 'session.expired': {
      // Only a signed-in page asks the server for anything that needs a session.
      if (!screen.queryByRole('button', { name: words.shell.account })) return false;
      server.signOutOnServer();
      server.emit({ type: 'lead.changed', id: 'lead-1' });
      return true;
    }
    case 'session.signIn': {
      const { credentials } = event;
      if (credentials.method === 'password') {
        const submit = button(words.signIn.submit);
        if (!submit || submit.hasAttribute('disabled')) return false;
        await user.clear(screen.getByLabelText(words.signIn.email));
        await user.type(screen.getByLabelText(words.signIn.email), credentials.email);
        await user.clear(screen.getByLabelText(words.signIn.password));
        await user.type(screen.getByLabelText(words.signIn.password), credentials.password);
        await user.click(submit);
        return true;
      }
      if (credentials.method === 'invitePassword') {
        const submit = button(words.welcome.submit);
        if (!submit || submit.hasAttribute('disabled')) return false;
        for (const label of [words.welcome.password, words.welcome.confirm]) {
          await user.clear(screen.getByLabelText(label));
          await user.type(screen.getByLabelText(label), credentials.password);
        }
        await user.click(submit);
        return true;
      }
      const passkey = button(credentials.method === 'passkey' ? words.signIn.passkey : words.welcome.passkey);
      if (!passkey || passkey.hasAttribute('disabled')) return false;
      await user.click(passkey);
      return true;
    }
  }
}

/** What the page shows for `expected`, the address included. */
async function expectShows(
  expected: Expected,
  view: ReturnType<typeof renderInbox>,
  attempt: SignInCredentials['method'] | null,
) {
  switch (expected.page) {
    case 'checking':
      expect(await screen.findByText(words.checking)).toBeInTheDocument();
      return;
    case 'unreachable':
      expect(await screen.findByRole('heading', { name: words.unreachable.title })).toBeInTheDocument();
      return;
    case 'signingOut':
      expect(await screen.findByText(words.signingOut)).toBeInTheDocument();
      return;
    case 'welcome':
    case 'signingIn':
    case 'signIn':
    case 'sessionEnded': {
      const onLink = expected.invite !== null;
      await screen.findByRole('heading', { name: onLink ? words.welcome.heading('Meera Iyer') : words.signIn.heading });
      if (!onLink) {
        const next = new URLSearchParams(view.location.current().split('?')[1]).get('next') ?? '/';
        expect(view.location.current().split('?')[0]).toBe('/sign-in');
        expect(next).toBe(expected.next);
      }
      expect(screen.queryByText(words.signIn.sessionEnded) !== null).toBe(expected.page === 'sessionEnded');
      const problem = screen.queryByRole('alert');
      if (expected.failure && attempt) expect(problem).toHaveTextContent(failureText(attempt));
      else expect(problem).toBeNull();
      // Signing in, the way being tried shows it is busy, and nothing can be pressed twice.
      if (expected.page === 'signingIn') {
        const busy = screen.getAllByRole('button').filter((each) => each.hasAttribute('data-loading'));
        expect(busy).toHaveLength(1);
      }
      return;
    }
    case 'inbox':
      await waitFor(() => expect(view.location.current()).toBe(expected.next));
      if (expected.next === '/leads/lead-1')
        expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeInTheDocument();
      else expect(await screen.findByRole('heading', { level: 1, name: /Leads/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.shell.account })).toBeInTheDocument();
      return;
  }
}

/** Gives the held answer a service step stands for: the request found first, then answered
 * inside act (the page's update follows the answer). */
async function answer(event: ModelEvent, server: FakeInbox, attempt: SignInCredentials['method'] | null) {
  const settle = async (_request: HeldRequest, how: () => unknown) => {
    await how();
  };
  switch (event.type) {
    case 'xstate.done.actor.whoAmI': {
      const request = await heldTo(server, [inboxApi.me]);
      await settle(request, () =>
        event.output
          ? request.answer(200, { ...ME, hasPassword: true, passkeys: 0 })
          : request.answer(401, { error: 'signed-out' }),
      );
      return;
    }
    case 'xstate.error.actor.whoAmI': {
      const request = await heldTo(server, [inboxApi.me]);
      await settle(request, () => request.fail());
      return;
    }
    case 'xstate.done.actor.signIn': {
      const request = await heldTo(server, signInPaths);
      await settle(request, () => server.passThrough(request));
      return;
    }
    case 'xstate.error.actor.signIn': {
      const request = await heldTo(server, signInPaths);
      await settle(request, () =>
        attempt === 'invitePassword' || attempt === 'invitePasskey'
          ? request.answer(404, { error: 'not-found' })
          : request.answer(401, { error: 'sign-in-failed' }),
      );
      return;
    }
    case 'xstate.done.actor.signOut': {
      const request = await heldTo(server, [inboxApi.signOut, inboxApi.signOutEverywhere]);
      await settle(request, () => server.passThrough(request));
      return;
    }
    case 'xstate.error.actor.signOut': {
      const request = await heldTo(server, [inboxApi.signOut, inboxApi.signOutEverywhere]);
      await settle(request, () => request.fail());
      return;
    }
  }
}

const isServiceStep = (event: ModelEvent) => event.type.startsWith('xstate.');

for (const [which, model] of Object.entries(models)) {
  const invite = which === 'invite';
  describe(`the inbox session replays its model, opened at ${invite ? 'a one-time link' : 'a lead’s page'}`, () => {
    test.each(coveringPaths(model.paths).map((path) => [describePath(path), path] as const))(
      '%s',
      async (_name, path: ModelPath<SessionEvent>) => {
        const user = userEvent.setup();
        const server = fakeInbox({
          leads: [leadFixture({ id: 'lead-1' })],
          hold: (_method, pathname) => heldPaths.has(pathname),
        });
        server.install();
        const view = renderInbox({ path: invite ? `/welcome/${INVITE}` : '/leads/lead-1' });
        const replay = measured.replay(path, { fromStart: true });
        let expected = opened(invite);
        let attempt: SignInCredentials['method'] | null = null;
        await expectShows(expected, view, attempt);
        for (const [index, step] of path.steps.entries()) {
          const event = step.event as ModelEvent;
          const here = view.location.current();
          let sent = true;
          if (isServiceStep(event)) await answer(event, server, attempt);
          else {
            sent = await perform(user, event as SessionEvent, server);
            if (sent && event.type === 'session.signIn') attempt = event.credentials.method;
          }
          // An ended session is heard on the page in front of them, and comes back to it.
          expected = expectedAfter(expected, event.type === 'session.expired' ? { ...event, next: here } : event);
          await expectShows(expected, view, attempt);
          replay.step(index, sent ? {} : { sent: false });
        }
        replay.done();
      },
    );
  });
}

test('the model paths of both openings take every transition of the session', () => {
  const coverage = unitedCoverage('both', [models.address.coverage, models.invite.coverage]);
  expect(coverage.transitions.missing).toEqual([]);
});

test('at an IP address the sign-in page offers no passkey and says why, plainly', async () => {
  const server = fakeInbox({ me: null });
  server.install();
  renderInbox({ passkeys: 'needsDomainName' });
  await screen.findByRole('heading', { name: words.signIn.heading });
  expect(screen.queryByRole('button', { name: words.signIn.passkey })).toBeNull();
  expect(screen.getByText(words.passkeysUnavailable.needsDomainName)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: words.signIn.submit })).toBeEnabled();
});
