import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SimulatedClock } from 'xstate';
import { leadChangeMachine, type LeadChange } from '../../machines/leadChangeMachine';
import { inboxApi } from '../../src/contract/inbox';
import { inboxContent } from '../../src/content/inbox';
import { keepInboxTimeBy } from '../../src/inbox/inspect';
import { enquiry, liveInboxSuite, pageOnLiveInbox, type HeldRequest } from '../support/liveInbox';
import { measureReplays } from '../support/inspector';
import { pathsOf, recordCoverage, walksDoingWhat, type ModelPath, type ModelStep } from '../support/model';
import { renderInbox } from '../support/renderInbox';
import {
  expectedAfter,
  fresh,
  leadChangeModel,
  SAVED_SHOWN_MS,
  type ChangeEvent,
  type Expected,
  type ModelEvent,
} from './leadChange.model';

/*
 * The lead change machine's model (leadChange.model.ts, the same graph as the machine replay)
 * replayed by staff on a lead's page in jsdom, against the real lead service (its own process, a
 * fresh database: tests/support/liveInbox.ts), one fresh lead per walk: each change made with the
 * page's own controls (a lost lead and an erasure through their dialogs), its request held on the
 * way and let go as the step says (saved: the server stores it; a conflict: a colleague assigns
 * the lead to Asha first; gone: a colleague erases it first; no answer: the connection is lost).
 * The walks keep to what the server allows: a move stored once stays made, so each is saved at
 * most once in a walk; only a move or an assignment names a version, so only they can meet a
 * conflict; and an erased lead is the walk's end. After every step the page must show what the rules say (the
 * oracle, apart from the chart), and the server must have answered as the step says. What staff
 * cannot do on the page in front of them (press anything while a change is being saved, retry an
 * erased lead) they do not: the actor must then receive nothing.
 * Opening a dialog or closing one on the way to a change (Lost… before the reason, Cancel before
 * another change) are declared around the step. The printed figure is what the page's actor did.
 */

const model = pathsOf(leadChangeModel);

const savesMove = (event: ModelEvent, type: string) =>
  event.type === 'change.save' && event.change.kind === 'move' && event.change.event.type === type;
const answered = (event: ModelEvent, problem: string) =>
  event.type === 'xstate.error.actor.saveChange' && event.error.problem === problem;

/** Whether the lead is Ravi's after `steps`: once Asha's assignment to him is stored, and until a
 * colleague's conflicting one gives it to her. */
function ravisAfter(steps: ReadonlyArray<ModelStep<ChangeEvent>>) {
  let ravis = false;
  for (const step of steps) {
    const event = step.event as ModelEvent;
    const { change } = step.state.context as { change: LeadChange | null };
    if (event.type === 'xstate.done.actor.saveChange' && change?.kind === 'assign') ravis = true;
    if (answered(event, 'conflict')) ravis = false;
  }
  return ravis;
}

/** Whether the real server lets staff take `next` after `steps` on one lead. */
function serverAllows(next: ModelStep<ChangeEvent>, steps: ReadonlyArray<ModelStep<ChangeEvent>>) {
  const before = steps.map((step) => step.event as ModelEvent);
  const event = next.event as ModelEvent;
  // Nothing is left to change once the lead is erased.
  if (before.some((each) => answered(each, 'gone'))) return false;
  if (answered(event, 'conflict')) {
    const saving = (steps.at(-1)?.state.context as { change: LeadChange | null } | undefined)?.change;
    return saving?.kind === 'move' || saving?.kind === 'assign';
  }
  // A lost lead offers no move, and a contacted one no Contact.
  if (savesMove(event, 'lead.contact'))
    return !before.some((each) => savesMove(each, 'lead.contact') || savesMove(each, 'lead.lose'));
  if (savesMove(event, 'lead.lose') || event.type === 'change.askReason')
    return !before.some((each) => savesMove(each, 'lead.lose'));
  // Choosing Ravi for a lead already his changes nothing, and sends nothing.
  if (event.type === 'change.save' && event.change.kind === 'assign') return !ravisAfter(steps);
  return true;
}

/** What the model's paths exercise (every transition, every event from every state), walked in as
 * few page loads as the graph and the server allow: each walk goes on from where the last step
 * left it. */
const { walks, missed } = walksDoingWhat(model.paths, model.graph, { allowed: serverAllows, maxSteps: 30 });
const measured = measureReplays(leadChangeMachine, 'leadChangeMachine → lead page (UI)');
afterAll(() => recordCoverage(measured.coverage()));

/** The page's actors keep their delays by this clock, which only the "after" steps move: how long
 * a step waits on the server or the keyboard does not decide whether "Saved" is still shown. */
const clock = new SimulatedClock();
let realTime: () => void;
beforeAll(() => {
  realTime = keepInboxTimeBy(clock);
});
afterAll(() => realTime());

const live = liveInboxSuite({ asha: 'Asha Kulkarni', ravi: 'Ravi Deshpande' });
const asha = () => live.staff.asha.browser;
pageOnLiveInbox(asha, () => live.inbox.eraseAll(asha()));

const words = inboxContent;
const REASON = 'Chose an agency in Mumbai';
const NOTE = 'Called: wants a quote by Friday.';

const dialogs = [
  { name: words.lose.title, cancel: words.lose.cancel },
  { name: words.erase.title('Priya Sharma'), cancel: words.erase.cancel },
];

/** Closes an open dialog (Cancel), as staff would before another change; says whether one was. */
async function closeDialog(user: UserEvent) {
  for (const dialog of dialogs) {
    const open = screen.queryByRole('dialog', { name: dialog.name });
    if (open) {
      await user.click(within(open).getByRole('button', { name: dialog.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      return true;
    }
  }
  return false;
}

const button = (name: string) => screen.queryByRole('button', { name });

/** Staff make the step's change on the page; says whether the page let them. */
async function perform(user: UserEvent, event: ChangeEvent): Promise<boolean> {
  switch (event.type) {
    case 'change.cancel': {
      return closeDialog(user);
    }
    case 'change.retry':
    case 'change.dismiss': {
      const control = button(event.type === 'change.retry' ? words.changes.retry : words.changes.dismiss);
      if (!control) return false;
      await user.click(control);
      return true;
    }
    case 'change.askReason':
    case 'change.askErase': {
      await closeDialog(user);
      await user.click(button(event.type === 'change.askReason' ? words.moves['lead.lose'] : words.lead.erase)!);
      await screen.findByRole('dialog');
      return true;
    }
    case 'change.save': {
      const { change } = event;
      if (change.kind === 'move' && change.event.type === 'lead.lose') {
        if (!screen.queryByRole('dialog', { name: words.lose.title })) {
          await closeDialog(user);
          await user.click(button(words.moves['lead.lose'])!);
        }
        const dialog = await screen.findByRole('dialog', { name: words.lose.title });
        await user.type(within(dialog).getByRole('textbox', { name: words.lose.reason }), REASON);
        await user.click(within(dialog).getByRole('button', { name: words.lose.confirm }));
        return true;
      }
      if (change.kind === 'erase') {
        const title = words.erase.title('Priya Sharma');
        if (!screen.queryByRole('dialog', { name: title })) {
          await closeDialog(user);
          await user.click(button(words.lead.erase)!);
        }
        const dialog = await screen.findByRole('dialog', { name: title });
        await user.type(
          within(dialog).getByRole('textbox', { name: words.erase.confirmLabel('Priya Sharma') }),
          'Priya Sharma',
        );
        await user.click(within(dialog).getByRole('button', { name: words.erase.confirm('Priya Sharma') }));
        return true;
      }
      await closeDialog(user);
      if (change.kind === 'move') await user.click(button(words.moves[change.event.type])!);
      if (change.kind === 'assign') {
        // The staff come from the server: their names join the choices once it has answered.
        const assignee = screen.getByRole('combobox', { name: words.lead.assignee });
        await within(assignee).findByRole('option', { name: live.staff.ravi.me.name });
        await user.selectOptions(assignee, live.staff.ravi.me.name);
      }
      if (change.kind === 'note') {
        await user.type(screen.getByRole('textbox', { name: words.lead.note }), NOTE);
        await user.click(button(words.lead.addNote)!);
      }
      if (change.kind === 'unread') await user.click(button(words.lead.markUnread)!);
      return true;
    }
  }
}

/** The server's answer, as the page received it, to a request it let go. */
const statusOf = (request: HeldRequest) =>
  asha().requests.findLast((sent) => sent.method === request.method && sent.url === request.url)?.status;

/** Lets the change being saved go on as the step says: to the server as it is, after a colleague's
 * change to the lead, or lost on the way. */
async function answer(event: ModelEvent, id: string) {
  const ravi = live.staff.ravi.browser;
  let request: HeldRequest | undefined;
  await waitFor(() => {
    request = asha().held.at(-1);
    expect(request).toBeDefined();
  });
  asha().held.splice(asha().held.indexOf(request!), 1);
  if (event.type === 'xstate.done.actor.saveChange') {
    await request!.forward();
    expect(statusOf(request!)).toBe(request!.method === 'DELETE' ? 204 : 200);
  } else if (event.type === 'xstate.error.actor.saveChange') {
    const { problem } = event.error;
    if (problem === 'conflict') {
      const { version } = await live.inbox.lead(ravi, id);
      expect(
        (await ravi.call('POST', inboxApi.leadAssign(id), { assigneeId: live.staff.asha.me.id, version })).status,
      ).toBe(200);
      await request!.forward();
      expect(statusOf(request!)).toBe(409);
    } else if (problem === 'gone') {
      // The page has not heard of the erasure when its change arrives: its live stream is cut
      // first, so that the change's own answer is what tells it.
      asha().closeStreams();
      expect((await ravi.call('DELETE', inboxApi.lead(id), { confirmName: 'Priya Sharma' })).status).toBe(204);
      await request!.forward();
      expect(statusOf(request!)).toBe(404);
    } else request!.fail();
  }
}

/** What the page shows for `expected`. */
async function expectShows(expected: Expected, view: ReturnType<typeof renderInbox>) {
  if (expected.view === 'left') {
    await waitFor(() => expect(view.location.current()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Leads/ })).toBeInTheDocument();
    return;
  }
  await waitFor(() => {
    const status = within(screen.getByRole('region', { name: words.lead.pipeline })).getByRole('status');
    expect(screen.queryByRole('dialog', { name: words.lose.title }) !== null).toBe(
      expected.view === 'askingReason' ||
        (expected.view === 'saving' && expected.change?.kind === 'move' && expected.change.event.type === 'lead.lose'),
    );
    expect(screen.queryByRole('dialog', { name: words.erase.title('Priya Sharma') }) !== null).toBe(
      expected.view === 'confirmingErase' || (expected.view === 'saving' && expected.change?.kind === 'erase'),
    );
    expect(status).toHaveTextContent(
      expected.view === 'saving' ? words.lead.saving : expected.view === 'saved' ? words.lead.saved : /^$/,
    );
    // The page's own alerts: a notification (Mantine's, role alert too) is not one of them.
    const alert = within(screen.getByRole('main')).queryByRole('alert');
    if (expected.view === 'conflict') expect(alert).toHaveTextContent(words.changes.conflict);
    else if (expected.view === 'failed')
      expect(alert).toHaveTextContent(words.changes[expected.failure as 'gone' | 'unavailable']);
    else expect(alert).toBeNull();
  });
  // Retry only where no answer came; Dismiss wherever something went wrong.
  expect(button(words.changes.retry) !== null).toBe(expected.view === 'failed' && expected.failure === 'unavailable');
  expect(button(words.changes.dismiss) !== null).toBe(expected.view === 'failed' || expected.view === 'conflict');
  // While a change is being saved, nothing else can be changed.
  expect(button(words.lead.markUnread)).toHaveProperty('disabled', expected.view === 'saving');
}

/** Which events the page sends around a step's own, by design. */
const around = (event: ChangeEvent): string[] =>
  ['change.cancel', 'change.askReason', 'change.askErase'].filter((type) => type !== event.type);

describe('the lead changes replay their model on a lead’s page', () => {
  test('the walks take every transition of the chart and send every event from every state', () => {
    expect(model.coverage.transitions.missing).toEqual([]);
    expect(missed()).toEqual([]);
  });

  test.each(walks.map((path) => [path.description, path] as const))(
    '%s',
    async (_name, path: ModelPath<ChangeEvent>) => {
      const user = userEvent.setup();
      const id = await live.inbox.submit(enquiry('Priya Sharma'));
      asha().hold = (method, pathname) => method !== 'GET' && pathname.startsWith(inboxApi.lead(id));
      const view = renderInbox({ path: `/leads/${id}` });
      await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
      const replay = measured.replay(path);
      let expected = fresh;
      await expectShows(expected, view);
      for (const [index, step] of path.steps.entries()) {
        const event = step.event as ModelEvent;
        const before = expected;
        let sent = true;
        if (event.type === 'xstate.done.actor.saveChange' || event.type === 'xstate.error.actor.saveChange') {
          await answer(event, id);
        } else if (event.type.startsWith('xstate.after.')) {
          sent = before.view === 'saved';
          if (sent) {
            // "Saved" shows for its time on the page actor's clock, to the last millisecond.
            clock.increment(SAVED_SHOWN_MS - 1);
            expect(screen.getByText(words.lead.saved)).toBeInTheDocument();
            clock.increment(1);
          }
        } else if (before.view === 'saving' || before.view === 'left') {
          // Nothing can be pressed while a change is being saved, nor once the page is left.
          sent = false;
        } else {
          sent = await perform(user, event as ChangeEvent);
        }
        expected = expectedAfter(before, event);
        await expectShows(expected, view).catch((error: Error) => {
          throw new Error(`At step ${index + 1} (${model.graph.describe(step.event)}): ${error.message}`);
        });
        // What the page did with what it was told: a saved note's field emptied; a conflict
        // shows the colleague's lead.
        if (expected.told.includes('saved note'))
          expect(screen.getByRole('textbox', { name: words.lead.note })).toHaveValue('');
        if (expected.told.includes('show a colleague'))
          expect(screen.getByRole('combobox', { name: words.lead.assignee })).toHaveDisplayValue(
            words.lead.me(live.staff.asha.me.name),
          );
        replay.step(index, sent ? { besides: around(event as ChangeEvent) } : { sent: false });
      }
      replay.done();
    },
    // A walk of thirty steps, each waiting on the server, on a shared machine.
    120_000,
  );
});
