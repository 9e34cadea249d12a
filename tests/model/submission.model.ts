import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import {
  submissionMachine,
  submissionView,
  type FailureReason,
  type SubmissionInput,
  type SubmissionValues,
  type SubmissionView,
} from '../../machines/submissionMachine';
import type { FieldProblems } from '../../src/contract/lead';
import type { MachineModel } from '../support/machineModel';
import { leadTitle, outcomes, SIGNALS, type PostFormOutcome } from './lead.model';

/*
 * The enquiry and consultation forms' model: the machine replays it (submission.machine.test.ts),
 * the pages in jsdom (submission.ui.test.tsx) and in the browser (tests/e2e/submission.model.spec.ts),
 * each form with its own values.
 */

export type SubmissionEvent = EventFromLogic<typeof submissionMachine>;
/** What the machine receives: the page's events and the invoked postForm's. */
export type ModelEvent = SubmissionEvent | PostFormOutcome;

export const ENDPOINT = 'https://forms.example.com/f/rangrez';

/** A submit of `values` with the key the page made for them: the models give fixed ones, so that
 * each of their events is one event on every walk. */
export const submit = (values: SubmissionValues, newKey: string, signals = SIGNALS): SubmissionEvent => ({
  type: 'form.submit',
  values,
  signals,
  newKey,
});

export const noDraft: SubmissionEvent = { type: 'draft.none' };

/** What the visitor meets of a submission. */
export interface FormView {
  view: SubmissionView;
  /** Why the request failed, while the failure shows. */
  failure: FailureReason | null;
  /** What the answer meant: while busy, once it came; on the success view, which success it is
   * (stored: delivered; noService: the hand-over is how the details arrive). */
  answer: 'stored' | 'noService' | null;
  /** While busy: the 500 ms minimum is over. */
  minimumOver: boolean;
  /** The form shows a draft kept in the tab, with the line that offers to clear it. */
  kept: boolean;
  /** The details last submitted: the failure, the refusal and the success view show them. */
  values: SubmissionValues | null;
  /** The service's reasons, while its refusal shows. */
  problems: FieldProblems | null;
}

export const formShown: FormView = {
  view: 'editing',
  failure: null,
  answer: null,
  minimumOver: false,
  kept: false,
  values: null,
  problems: null,
};
const busy = (values: SubmissionValues | null): FormView => ({ ...formShown, view: 'busy', values });
const isTimeout = (type: string) => type.startsWith('xstate.after.requestTimeout.');

/**
 * The view after `event`, from product rules S4 and D16, written apart from the chart: a submit
 * makes the form busy; the success view follows once the service has answered that it stored the
 * details (delivered) or no lead service answered (the hand-over), and the 500 ms have passed,
 * whichever comes last; a refusal returns to the form at once, with its reasons; a failed request,
 * or none answered within 15 s, shows the failure with its reason; offline, the details go again
 * once the connection returns; from a failure Retry or a new submit sends again and an edit
 * returns to the form; from a refusal a submit sends again and an edit returns to the form; a busy
 * form and the success view take nothing the visitor does. A draft kept in the tab fills the form
 * as the page starts, until the visitor clears it or submits.
 */
export function expectedAfter(shown: FormView, event: ModelEvent | { type: string }): FormView {
  const { view, values } = shown;
  const e = event as ModelEvent;
  switch (e.type) {
    case 'draft.restore':
      return { ...formShown, kept: true };
    case 'draft.none':
      return formShown;
    case 'form.clear':
      return shown.kept ? formShown : shown;
    case 'connection.online':
      return view === 'failed' && shown.failure === 'offline' ? busy(values) : shown;
    case 'form.submit':
      return view === 'editing' || view === 'failed' || view === 'rejected' ? busy(e.values) : shown;
    case 'form.retry':
      return view === 'failed' ? busy(values) : shown;
    case 'form.edit':
      return view === 'failed' || view === 'rejected' ? { ...formShown, values } : shown;
    case 'xstate.done.actor.postForm': {
      if (view !== 'busy' || shown.answer !== null) return shown;
      const { output } = e;
      if (output.outcome === 'refused') return { ...formShown, view: 'rejected', values, problems: output.problems };
      return shown.minimumOver
        ? { ...busy(values), view: 'submitted', answer: output.outcome }
        : { ...shown, answer: output.outcome };
    }
    case 'xstate.error.actor.postForm':
      if (view !== 'busy' || shown.answer !== null) return shown;
      return { ...busy(values), view: 'failed', failure: e.error.reason };
    default:
      if (timerOf(event, shown) === null) return shown;
      if (isTimeout(event.type)) return { ...busy(values), view: 'failed', failure: 'timeout' };
      return shown.answer !== null
        ? { ...busy(values), view: 'submitted', answer: shown.answer }
        : { ...shown, minimumOver: true };
  }
}

/** The two timers of product rule S4 while the form is busy: the 500 ms minimum until it is over,
 * and the 15 s timeout until an answer comes. */
export function timerOf(event: { type: string }, { view, answer, minimumOver }: FormView): number | null {
  if (view !== 'busy') return null;
  if (isTimeout(event.type)) return answer === null ? 15_000 : null;
  return minimumOver ? null : 500;
}

export interface SubmissionModelData {
  input: SubmissionInput;
  /** A first and an edited set of values to submit. */
  first: SubmissionValues;
  edited: SubmissionValues;
  /** What a draft kept in the tab holds. */
  draft: SubmissionValues;
}

/** The new keys the models' submits bring: fixed, for paths and titles the same on every run. */
const keys = { first: '00000000-0000-4000-8000-000000000001', edited: '00000000-0000-4000-8000-000000000002' };

export const submissionModel = (
  name: string,
  { input, first, edited, draft }: SubmissionModelData,
): MachineModel<typeof submissionMachine, FormView> => ({
  machine: submissionMachine,
  name,
  input,
  // What makes two snapshots different: the state, the failure, the refusal, and whether it is over.
  serializeState: ({ value, context, status }) =>
    JSON.stringify({ value, failure: context.failure, problems: context.problems, status }),
  events: (snapshot) =>
    snapshot.matches('starting')
      ? [{ type: 'draft.restore', values: draft }, noDraft]
      : [
          submit(first, keys.first),
          submit(edited, keys.edited),
          { type: 'form.retry' },
          { type: 'form.edit' },
          { type: 'form.clear' },
          // Only the connection actor, invoked while offline, sends it; only a pending request ends.
          ...(snapshot.matches('offline') ? [{ type: 'connection.online' } as const] : []),
          ...(snapshot.matches({ sending: { request: 'pending' } }) ? outcomes : []),
        ],
  title: (event) =>
    event.type === 'form.submit'
      ? `submit(${event.values === first ? 'first' : 'edited'})`
      : event.type === 'draft.restore'
        ? 'draft.restore'
        : leadTitle(event),
  timers: timerOf,
  actors: ['postForm', 'connection'],
  view: {
    initial: formShown,
    after: expectedAfter,
    of: (snapshot: AnyMachineSnapshot) => ({
      view: submissionView(snapshot),
      failure: snapshot.context.failure,
      answer:
        snapshot.matches('delivered') || snapshot.matches({ sending: { request: 'stored' } })
          ? 'stored'
          : snapshot.matches('handOver') || snapshot.matches({ sending: { request: 'noService' } })
            ? 'noService'
            : null,
      minimumOver: snapshot.matches({ sending: { minimum: 'elapsed' } }),
      kept: snapshot.matches('restored'),
      values: snapshot.context.values,
      problems: snapshot.context.problems,
    }),
  },
});
