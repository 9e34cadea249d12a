import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { leadChangeMachine } from '../../machines/leadChangeMachine';
import { inboxContent } from '../../src/content/inbox';
import { fakeInbox, leadFixture, RAVI, type FakeInbox, type HeldRequest } from '../support/inboxServer';
import { measureReplays } from '../support/inspector';
import { coveringWalks, notExercised, recordCoverage, type ModelPath } from '../support/model';
import { renderInbox } from '../support/renderInbox';
import {
  describePath,
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
 * replayed by staff on a lead's page in jsdom: each change made with the page's own controls (a
 * lost lead and an erasure through their dialogs), the service's answer to it held and given as
 * the step says (saved: the lead as the service has it; a conflict: a colleague's version of it; the
 * lead gone; no answer). After every step the page must show what the rules say (the oracle, apart
 * from the chart). What staff cannot do on the page in front of them (press anything while a
 * change is being saved, retry an erased lead) they do not: the actor must then receive nothing.
 * Opening a dialog or closing one on the way to a change (Lost… before the reason, Cancel before
 * another change) are declared around the step. The printed figure is what the page's actor did.
 */

const model = leadChangeModel('leadChangeMachine → lead page (UI)');
/** What the model's paths exercise (every transition, every event from every state), walked in as
 * few page loads as the graph allows: each walk goes on from where the last step left it. */
const wanted = new Set(model.paths.flatMap((path) => path.exercises));
const walks = coveringWalks(model.graph, { wanted, maxSteps: 30 });
const measured = measureReplays(leadChangeMachine, 'leadChangeMachine → lead page (UI)');
afterAll(() => recordCoverage(measured.coverage()));

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  // Mantine keeps its notifications in a store of the module, beyond one render.
  notifications.clean();
  // As in a browser: the service's answers arrive when the steps give them, and every check waits
  // for what it expects; Testing Library's own act turns the environment on where it acts.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  vi.unstubAllGlobals();
});

const words = inboxContent;
const REASON = 'Chose an agency in Mumbai';
const NOTE = 'Called: wants a quote by Friday.';
/** A colleague's version of the lead, which a conflict brings: assigned to Ravi meanwhile. */
const colleagues = (server: FakeInbox) => ({ ...server.lead('lead-1'), assignee: RAVI, version: 99 });

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
      if (change.kind === 'assign')
        await user.selectOptions(screen.getByRole('combobox', { name: words.lead.assignee }), RAVI.name);
      if (change.kind === 'note') {
        await user.type(screen.getByRole('textbox', { name: words.lead.note }), NOTE);
        await user.click(button(words.lead.addNote)!);
      }
      if (change.kind === 'unread') await user.click(button(words.lead.markUnread)!);
      return true;
    }
  }
}

/** The service's answer the step gives to the change being saved. */
async function answer(event: ModelEvent, server: FakeInbox) {
  let request: HeldRequest | undefined;
  await waitFor(() => {
    request = server.held.at(-1);
    expect(request).toBeDefined();
  });
  server.held.splice(server.held.indexOf(request!), 1);
  if (event.type === 'xstate.done.actor.saveChange') {
    // The lead as the service has it (no move or assignment applied: the replay keeps every
    // change on offer), or nothing once erased.
    if (request!.method === 'DELETE') request!.answer(204);
    else request!.answer(200, server.lead('lead-1'));
  } else if (event.type === 'xstate.error.actor.saveChange') {
    const { problem } = event.error;
    if (problem === 'conflict') request!.answer(409, { error: 'conflict', lead: colleagues(server) });
    else if (problem === 'gone') request!.answer(404, { error: 'not-found' });
    else request!.fail();
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
    expect(notExercised(walks, wanted)).toEqual([]);
  });

  test.each(walks.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path: ModelPath<ChangeEvent>) => {
      const user = userEvent.setup();
      const server = fakeInbox({
        leads: [leadFixture({ id: 'lead-1' })],
        hold: (method, pathname) => pathname.startsWith('/api/inbox/leads/lead-1') && method !== 'GET',
      });
      server.install();
      const view = renderInbox({ path: '/leads/lead-1' });
      await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
      const replay = measured.replay(path);
      let expected = fresh;
      await expectShows(expected, view);
      for (const [index, step] of path.steps.entries()) {
        const event = step.event as ModelEvent;
        const before = expected;
        let sent = true;
        if (event.type === 'xstate.done.actor.saveChange' || event.type === 'xstate.error.actor.saveChange') {
          await answer(event, server);
        } else if (event.type.startsWith('xstate.after.')) {
          sent = before.view === 'saved';
          if (sent)
            await waitFor(() => expect(screen.queryByText(words.lead.saved)).toBeNull(), {
              timeout: SAVED_SHOWN_MS + 2000,
            });
        } else if (before.view === 'saving' || before.view === 'left') {
          // Nothing can be pressed while a change is being saved, nor once the page is left.
          sent = false;
        } else {
          sent = await perform(user, event as ChangeEvent);
        }
        expected = expectedAfter(before, event);
        await expectShows(expected, view).catch((error: Error) => {
          throw new Error(`At step ${index + 1} (${describePath({ ...path, steps: [step] })}): ${error.message}`);
        });
        // What the page did with what it was told: a saved note's field emptied; a conflict
        // shows the colleague's lead.
        if (expected.told.includes('saved note'))
          expect(screen.getByRole('textbox', { name: words.lead.note })).toHaveValue('');
        if (expected.told.includes('show a colleague'))
          expect(screen.getByRole('combobox', { name: words.lead.assignee })).toHaveDisplayValue(RAVI.name);
        replay.step(index, sent ? { besides: around(event as ChangeEvent) } : { sent: false });
      }
      replay.done();
    },
    // A walk of thirty steps, the "Saved" line's four seconds among them, on a shared machine.
    120_000,
  );
});
