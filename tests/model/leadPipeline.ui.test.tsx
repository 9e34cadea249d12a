import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createActor } from 'xstate';
import { leadPipelineMachine, type LeadPipelineEvent } from '../../machines/leadPipelineMachine';
import { inboxApi, type LeadDetail } from '../../src/contract/inbox';
import { inboxContent } from '../../src/content/inbox';
import { inboxActorOptions } from '../../src/inbox/inspect';
import { enquiry, liveInboxSuite, pageOnLiveInbox } from '../support/liveInbox';
import { measureReplays } from '../support/inspector';
import { recordCoverage, walksDoingWhat, type ModelPath } from '../support/model';
import { renderInbox } from '../support/renderInbox';
import { arrived, expectedAfter, leadPipelineModel, REASON, type Expected } from './leadPipeline.model';

/*
 * The lead pipeline's model (leadPipeline.model.ts, the same graph as the machine replay) replayed
 * by staff on a lead's page in jsdom, against the real lead service (its own process, a fresh
 * database: tests/support/liveInbox.ts), which keeps the lead's pipeline, restores it and checks
 * each move against the machine. At each step staff make the move if the page
 * offers it (lost with the step's reason, typed in the dialog), and the page must then show the
 * status and offer exactly the moves the rules allow (the oracle, written apart from the chart):
 * a move the rules refuse has no button, and a lost lead without a reason is refused by the
 * dialog, and the server, asked for it directly, refuses it too. The server's actor lives in
 * another process, so what is measured is its twin here: restored from the pipeline the server
 * answered, moved by each move the server accepted from the page, and checked to persist exactly
 * what the server then answered. Each step it must take exactly the model's transitions, or
 * nothing when the page sent nothing.
 */

const model = leadPipelineModel('leadPipelineMachine → lead page (UI)');
const measured = measureReplays(leadPipelineMachine, 'leadPipelineMachine → lead page (UI)');
afterAll(() => recordCoverage(measured.coverage()));

/** Every event in every state, as the model's paths exercise it, walked on as few lead pages as
 * the chart allows: a page's render and its lead cost more than a step. */
const { walks: paths, missed } = walksDoingWhat(model.paths, model.graph, { maxSteps: 30 });

const live = liveInboxSuite({ asha: 'Asha Kulkarni' });
const asha = () => live.staff.asha.browser;
pageOnLiveInbox(asha);

const moveTypes = Object.keys(inboxContent.moves) as Array<keyof typeof inboxContent.moves>;
const statusWords = inboxContent.statuses;

/** The event each move's button stands for, with the model's reason for a lost lead. */
const eventOf = (type: LeadPipelineEvent['type']): LeadPipelineEvent =>
  type === 'lead.lose' ? { type, reason: REASON } : ({ type } as LeadPipelineEvent);

const changes = (was: Expected, event: LeadPipelineEvent) =>
  JSON.stringify(expectedAfter(was, event)) !== JSON.stringify(was);

const pipelineCard = () => screen.getByRole('region', { name: inboxContent.lead.pipeline });
const offeredButtons = () =>
  within(pipelineCard())
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** What the page shows of the pipeline: the status, the lost reason, and the moves on offer,
 * which must be those the rules allow from here. */
async function expectShows(expected: Expected) {
  const allowed = moveTypes.filter((type) => changes(expected, eventOf(type))).map((type) => inboxContent.moves[type]);
  // The server's answer comes in its own time: a move's button bears the status it leads to, so
  // the page has caught up only once both the status and the moves on offer are the new ones.
  await waitFor(() => {
    expect(within(pipelineCard()).getByText(statusWords[expected.status])).toBeInTheDocument();
    expect(new Set(offeredButtons())).toEqual(new Set(allowed));
  });
  const reason = within(pipelineCard()).queryByText(inboxContent.lead.lostBecause(REASON));
  if (expected.status === 'lost' && expected.lostReason) expect(reason).toBeInTheDocument();
  else expect(reason).not.toBeInTheDocument();
}

/** Staff try `event`: its button if the page offers it (lost through its dialog); else they find
 * none, or, for a lost lead without a reason, the dialog refuses it. */
async function tryMove(user: UserEvent, event: LeadPipelineEvent, allowed: boolean) {
  const button = within(pipelineCard()).queryByRole('button', { name: inboxContent.moves[event.type] });
  if (event.type === 'lead.lose' && button) {
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: inboxContent.lose.title });
    await user.type(within(dialog).getByRole('textbox', { name: inboxContent.lose.reason }), event.reason);
    await user.click(within(dialog).getByRole('button', { name: inboxContent.lose.confirm }));
    if (!allowed) {
      expect(await within(dialog).findByText(inboxContent.lose.missing)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: inboxContent.lose.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      return;
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    return;
  }
  if (!allowed) {
    expect(button).toBeNull();
    return;
  }
  expect(button).not.toBeNull();
  await user.click(button!);
}

describe('the lead pipeline replays its model on a lead’s page', () => {
  test('the walks take every transition of the chart and send every event from every state', () => {
    expect(model.coverage.transitions.missing).toEqual([]);
    expect(missed()).toEqual([]);
  });

  test.each(paths.map((path) => [path.description, path] as const))(
    '%s',
    async (_name, path: ModelPath<LeadPipelineEvent>) => {
      const user = userEvent.setup();
      const id = await live.inbox.submit(enquiry('Priya Sharma'));
      renderInbox({ path: `/leads/${id}` });
      await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
      const opened = asha().requests.find((request) => request.url === inboxApi.lead(id))!.answer as LeadDetail;
      const twin = createActor(leadPipelineMachine, {
        ...inboxActorOptions(),
        snapshot: opened.pipeline as never,
      }).start();
      const replay = measured.replay(path);
      let expected = arrived;
      await expectShows(expected);
      const moves = () => asha().requests.filter((request) => request.url === inboxApi.leadMove(id));
      for (const [index, step] of path.steps.entries()) {
        const allowed = changes(expected, step.event);
        const moved = moves().length;
        await tryMove(user, step.event, allowed);
        expected = expectedAfter(expected, step.event);
        await expectShows(expected);
        // A move the rules refuse is never sent; one they allow is sent once, with the lead's version.
        const sent = moves();
        expect(sent.length).toBe(moved + (allowed ? 1 : 0));
        if (allowed) {
          expect(sent.at(-1)!.body).toEqual({ event: step.event, version: expect.any(Number) });
          expect(sent.at(-1)!.status).toBe(200);
          twin.send(step.event);
          expect(twin.getPersistedSnapshot()).toEqual((sent.at(-1)!.answer as LeadDetail).pipeline);
        } else {
          // Asked directly, the server refuses it as well, and the lead stays as it was.
          const now = await live.inbox.lead(asha(), id);
          const refused = await asha().call('POST', inboxApi.leadMove(id), { event: step.event, version: now.version });
          expect(refused.status).toBe(422);
          expect((await live.inbox.lead(asha(), id)).version).toBe(now.version);
        }
        replay.step(index, allowed ? {} : { sent: false });
      }
      replay.done();
    },
    // A walk is many steps, each waiting on the server: generous for a busy machine.
    240_000,
  );
});
