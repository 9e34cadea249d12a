import type * as WebAuthn from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { inboxSessionMachine, type SignInCredentials } from '../../machines/inboxSessionMachine';
import { inboxApi, type Me } from '../../src/contract/inbox';
import { inboxContent } from '../../src/content/inbox';
import {
  enquiry,
  liveInboxSuite,
  pageOnLiveInbox,
  PASSWORD,
  type Browser,
  type HeldRequest,
} from '../support/liveInbox';
import { measureReplays } from '../support/inspector';
import { pathsOf, recordCoverage, walksDoingWhat, type ModelPath } from '../support/model';
import { renderInbox } from '../support/renderInbox';
import {
  expectedAfter,
  inboxSessionModel,
  OPENED_AT,
  opened,
  type Expected,
  type ModelEvent,
  type SessionEvent,
} from './inboxSession.model';

/*
 * The inbox session's model (inboxSession.model.ts: the inbox opened at a lead's page, and at a
 * one-time link) replayed by staff on the whole inbox in jsdom, against the real lead service (its
 * own process, a fresh database: tests/support/liveInbox.ts), each path in a browser of its own.
 * The page's requests for who is signed in, a sign-in and a sign-out are held and let go as each
 * step says: someone is signed in when this browser has signed in first; a sign-in is refused for
 * a wrong password, or a one-time link a colleague's browser has used first; no answer is a lost
 * connection. An ended session is its holder signing out everywhere from another browser, which
 * the page hears at its next request (a colleague's note on the lead makes one). The passkey
 * ceremonies alone have a stand-in: the server refuses WebAuthn at its IP address, so the
 * browser's ceremony is stubbed, the server's options and verdict are answered in its place, and a
 * passkey that is accepted signs this browser in for real (Asha's password, or the link's). After
 * every step the page must show what the rules say (the oracle, apart from the chart): the wait, the sign-in page (and
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

const { paths, graphs, coverage } = pathsOf(inboxSessionModel);
const measured = measureReplays(inboxSessionMachine, 'inboxSessionMachine → inbox (UI)');
afterAll(() => recordCoverage(measured.coverage()));

const live = liveInboxSuite({ asha: 'Asha Kulkarni', ravi: 'Ravi Deshpande' });
let leadId: string;
/** Where the lead the inbox is opened at lives. */
let leadPath: string;
beforeAll(async () => {
  leadId = await live.inbox.submit(enquiry('Priya Sharma'));
  leadPath = `/leads/${leadId}`;
});

/** This path's browser, and the one-time link it may be opened at. */
let page: Browser;
/** A one-time link not yet used, and whose it is. */
let linkToken: string | null = null;
let linkEmail = '';
let invited = 0;
/** Who this path's browser is signed in as, by e-mail. */
let signedInAs: string | null = null;
async function unusedInvite() {
  if (!linkToken) {
    invited += 1;
    linkEmail = `meera${invited}@rangrezcreative.in`;
    linkToken = await live.inbox.invite(linkEmail, 'Meera Iyer');
  }
  return linkToken;
}

/** An address of the model, as this server's lead has it. */
const real = (path: string) => (path === OPENED_AT ? leadPath : path);

// Each path in a browser of its own, signed in as nobody yet.
pageOnLiveInbox(() => (page = live.inbox.browser()));
beforeEach(() => void (signedInAs = null));

/** The requests whose answers the steps give: the passkey options with the rest, so that their
 * stand-in answers them. */
const heldPaths = () =>
  new Set([
    inboxApi.me,
    inboxApi.signIn,
    inboxApi.passkeySignInOptions,
    inboxApi.passkeySignInVerify,
    ...(linkToken ? [inboxApi.invitePassword(linkToken)] : []),
    inboxApi.passkeyRegisterOptions,
    inboxApi.passkeyRegisterVerify,
    inboxApi.signOut,
    inboxApi.signOutEverywhere,
  ]);

const words = inboxContent;

/** The held request the step answers: the latest one to `paths`. */
async function heldTo(paths: string[]): Promise<HeldRequest> {
  let found: HeldRequest | undefined;
  await waitFor(() => {
    found = page.held.findLast((request) => paths.includes(new URL(request.url, 'http://x').pathname));
    expect(found).toBeDefined();
  });
  page.held.splice(page.held.indexOf(found!), 1);
  return found!;
}

/** The request the page sent, with the server's answer, once it is let go. */
const sentOf = (request: HeldRequest) =>
  page.requests.findLast((sent) => sent.method === request.method && sent.url === request.url);
const statusOf = (request: HeldRequest) => sentOf(request)?.status;

const signInPaths = () => [
  inboxApi.signIn,
  inboxApi.passkeySignInVerify,
  inboxApi.invitePassword(linkToken ?? ''),
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
async function perform(user: UserEvent, event: SessionEvent, refused: boolean): Promise<boolean> {
  const button = (name: string) => screen.queryByRole('button', { name });
  switch (event.type) {
    case 'session.retry':
    case 'session.toSignIn': {
      const control = button(event.type === 'session.retry' ? words.unreachable.retry : words.welcome.toSignIn);
      if (!control) return false;
      await user.click(control);
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
      const elsewhere = live.inbox.browser();
      await elsewhere.signIn(signedInAs!);
      expect((await elsewhere.call('POST', inboxApi.signOutEverywhere)).status).toBe(204);
      const noted = await live.staff.ravi.browser.call('POST', inboxApi.leadNotes(leadId), { text: 'Called back.' });
      expect(noted.status).toBe(200);
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
        // The model's password is not Asha's: typed where the sign-in is to be refused.
        await user.type(screen.getByLabelText(words.signIn.password), refused ? credentials.password : PASSWORD);
        await user.click(submit);
        return true;
      }
      if (credentials.method === 'invitePassword') {
        const submit = button(words.welcome.submit);
        if (!submit || submit.hasAttribute('disabled')) return false;
        // Every account's password is the one the harness signs in with.
        for (const label of [words.welcome.password, words.welcome.confirm]) {
          await user.clear(screen.getByLabelText(label));
          await user.type(screen.getByLabelText(label), PASSWORD);
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
        expect(next).toBe(real(expected.next));
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
      await waitFor(() => expect(view.location.current()).toBe(real(expected.next)));
      if (real(expected.next) === leadPath)
        expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeInTheDocument();
      else expect(await screen.findByRole('heading', { level: 1, name: /Leads/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.shell.account })).toBeInTheDocument();
      return;
  }
}

/** Lets the held request a service step stands for go on as the step says. */
async function answer(event: ModelEvent, attempt: SignInCredentials['method'] | null) {
  switch (event.type) {
    case 'xstate.done.actor.whoAmI': {
      const request = await heldTo([inboxApi.me]);
      if (event.output) signedInAs = (await page.signIn(live.staff.asha.me.email)).email;
      await request.forward();
      expect(statusOf(request)).toBe(event.output ? 200 : 401);
      return;
    }
    case 'xstate.error.actor.whoAmI': {
      (await heldTo([inboxApi.me])).fail();
      return;
    }
    case 'xstate.done.actor.signIn':
    case 'xstate.error.actor.signIn': {
      const signedIn = event.type === 'xstate.done.actor.signIn';
      if (attempt === 'passkey' || attempt === 'invitePasskey') return passkeyAnswer(attempt, signedIn);
      const request = await heldTo(signInPaths());
      // A link a colleague's browser has used first is used up.
      if (!signedIn && attempt === 'invitePassword') {
        const used = await live.inbox
          .browser()
          .call('POST', inboxApi.invitePassword(linkToken!), { password: PASSWORD });
        expect(used.status).toBe(200);
      }
      if (attempt === 'invitePassword') linkToken = null;
      await request.forward();
      expect(statusOf(request)).toBe(signedIn ? 200 : attempt === 'invitePassword' ? 404 : 401);
      if (signedIn) signedInAs = (sentOf(request)!.answer as Me).email;
      return;
    }
    case 'xstate.done.actor.signOut': {
      const request = await heldTo([inboxApi.signOut, inboxApi.signOutEverywhere]);
      await request.forward();
      expect(statusOf(request)).toBe(204);
      return;
    }
    case 'xstate.error.actor.signOut': {
      (await heldTo([inboxApi.signOut, inboxApi.signOutEverywhere])).fail();
      return;
    }
  }
}

/** The passkey ceremony's stand-in: the server's options and verdict answered in its place; a
 * passkey accepted signs this browser in for real, as Asha or through the link. */
async function passkeyAnswer(attempt: 'passkey' | 'invitePasskey', signedIn: boolean) {
  const onLink = attempt === 'invitePasskey';
  (await heldTo([onLink ? inboxApi.passkeyRegisterOptions : inboxApi.passkeySignInOptions])).standIn(
    200,
    onLink
      ? { challenge: 'cmVnaXN0ZXI', rp: { name: 'Rangrez' }, user: { id: 'dQ', name: 'm', displayName: 'm' } }
      : { challenge: 'c2lnbi1pbg', allowCredentials: [] },
  );
  const verify = await heldTo([onLink ? inboxApi.passkeyRegisterVerify : inboxApi.passkeySignInVerify]);
  if (!signedIn) {
    verify.standIn(onLink ? 404 : 401, { error: onLink ? 'not-found' : 'sign-in-failed' });
    return;
  }
  if (onLink) {
    const welcomed = await page.call<Me>('POST', inboxApi.invitePassword(linkToken!), { password: PASSWORD });
    expect(welcomed.status).toBe(200);
    linkToken = null;
    signedInAs = welcomed.body.email;
    verify.standIn(200, welcomed.body);
  } else {
    const me = await page.signIn(live.staff.asha.me.email);
    signedInAs = me.email;
    verify.standIn(200, me);
  }
}

const isServiceStep = (event: ModelEvent) => event.type.startsWith('xstate.');

for (const start of Object.keys(graphs)) {
  const invite = start === 'invite';
  describe(`the inbox session replays its model, opened at ${invite ? 'a one-time link' : 'a lead’s page'}`, () => {
    // Every event from every state, as the model's paths exercise it, on as few renders as the
    // chart allows: a render, its held answers and its link cost more than a step.
    const { walks, missed } = walksDoingWhat(
      paths.filter((path) => path.start === start),
      graphs[start]!,
      { maxSteps: 30 },
    );
    test('the walks send every event from every state', () => {
      expect(missed()).toEqual([]);
    });

    test.each(walks.map((path) => [path.description, path] as const))(
      '%s',
      async (_name, path: ModelPath<SessionEvent>) => {
        const user = userEvent.setup();
        const link = invite ? await unusedInvite() : null;
        const held = heldPaths();
        page.hold = (_method, pathname) => held.has(pathname);
        const view = renderInbox({ path: link ? `/welcome/${link}` : leadPath });
        const replay = measured.replay(path, { fromStart: true });
        let expected = opened(invite);
        let attempt: SignInCredentials['method'] | null = null;
        await expectShows(expected, view, attempt);
        for (const [index, step] of path.steps.entries()) {
          const event = step.event as ModelEvent;
          const here = view.location.current();
          let sent = true;
          if (isServiceStep(event)) await answer(event, attempt);
          else {
            const refused =
              (path.steps[index + 1]?.event as ModelEvent | undefined)?.type === 'xstate.error.actor.signIn';
            sent = await perform(user, event as SessionEvent, refused);
            if (sent && event.type === 'session.signIn') attempt = event.credentials.method;
          }
          // An ended session is heard on the page in front of them, and comes back to it.
          expected = expectedAfter(expected, event.type === 'session.expired' ? { ...event, next: here } : event);
          await expectShows(expected, view, attempt);
          replay.step(index, sent ? {} : { sent: false });
        }
        replay.done();
      },
      // A walk is many steps, each waiting on the server: generous for a busy machine.
      240_000,
    );
  });
}

test('the model paths of both openings take every transition of the session', () => {
  expect(coverage.transitions.missing).toEqual([]);
});

test('at an IP address the sign-in page offers no passkey and says why, plainly', async () => {
  renderInbox({ passkeys: 'needsDomainName' });
  await screen.findByRole('heading', { name: words.signIn.heading });
  expect(screen.queryByRole('button', { name: words.signIn.passkey })).toBeNull();
  expect(screen.getByText(words.passkeysUnavailable.needsDomainName)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: words.signIn.submit })).toBeEnabled();
});
