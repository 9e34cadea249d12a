import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import type { LeadAnswer } from '../../machines/lead';
import type { LeadSignals } from '../../src/contract/lead';
import {
  submissionMachine,
  type FailureReason,
  type SubmissionInput,
  type SubmissionValues,
  type SubmissionView,
} from '../../machines/submissionMachine';
import { emailField } from '../../src/content/forms';
import { PostFormError } from '../../src/features/forms/endpoint/postForm';
import { newIdempotencyKey } from '../../src/features/forms/submission/newIdempotencyKey';
import { createModel, delayedEvents, describeEvent, type ModelPath } from '../support/model';

/*
 * The submission machine's model, shared by the machine replay (submission.machine.test.ts), the
 * page replay (submission.ui.test.tsx) and the browser's (tests/e2e/submission.model.spec.ts), so
 * all walk the same paths.
 *
 * The invoked `postForm` actor never runs during graph traversal (xstate/graph uses a mock actor
 * scope whose deferred starts are dropped), so its outcome is modelled as the events the machine
 * receives from it: `xstate.done.actor.postForm` with what the answer meant (stored, no lead
 * service, refused) and `xstate.error.actor.postForm`. They are only offered while the request is
 * pending, because only then can the actor send them. On replay they are produced for real, by
 * answering the request.
 */

export type SubmissionEvent = EventFromLogic<typeof submissionMachine>;
/** What the machine receives: the page's events and the invoked postForm's. */
export type ModelEvent =
  | SubmissionEvent
  | { type: 'xstate.done.actor.postForm'; output: LeadAnswer }
  | { type: 'xstate.error.actor.postForm'; error: PostFormError };

export const ENDPOINT = 'https://forms.example.com/f/rangrez';

/** The model's signals: what the page measured (the machine carries them and never reads them). */
export const SIGNALS: LeadSignals = { website: '', formToken: 'v1.test-token' };

/** A submit of `values`, with the key the page would make for them (a new random one unless
 * given: the models give fixed ones, so that each of their events is one event on every walk). */
export const submit = (
  values: SubmissionValues,
  newKey = newIdempotencyKey(),
  signals: LeadSignals = SIGNALS,
): SubmissionEvent => ({ type: 'form.submit', values, signals, newKey });

/** The new keys the models' submits bring: fixed, for paths and titles the same on every run. */
const modelKeys = {
  first: '00000000-0000-4000-8000-000000000001',
  edited: '00000000-0000-4000-8000-000000000002',
};

/** The service's refusal the model answers with: the e-mail address, in the field's own words. */
export const REFUSAL = { email: emailField(true).messages.invalid! };

export const answeredWith = (answer: LeadAnswer) =>
  ({ type: 'xstate.done.actor.postForm', output: answer }) as unknown as SubmissionEvent;
export const stored = answeredWith({ outcome: 'stored' });
export const noService = answeredWith({ outcome: 'noService' });
export const refused = answeredWith({ outcome: 'refused', problems: REFUSAL });
export const failedWith = (reason: FailureReason) =>
  ({ type: 'xstate.error.actor.postForm', error: new PostFormError(reason, reason) }) as unknown as SubmissionEvent;

const isPending = (snapshot: AnyMachineSnapshot) => snapshot.matches({ sending: { request: 'pending' } });

/** The page's start, with or without a draft this tab kept: the only events before it. */
export const restoreDraft = (values: SubmissionValues): SubmissionEvent => ({ type: 'draft.restore', values });
export const noDraft: SubmissionEvent = { type: 'draft.none' };

/** What makes two snapshots different: the state, the failure, the refusal, and whether the flow
 * is done. */
export const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    failure: snapshot.context.failure,
    problems: snapshot.context.problems,
    status: snapshot.status,
  });

export interface SubmissionModelData {
  input: SubmissionInput;
  /** A first and an edited set of values to submit. */
  first: SubmissionValues;
  edited: SubmissionValues;
  /** What a draft kept in the tab holds. */
  draft: SubmissionValues;
}

export function submissionModel(name: string, data: SubmissionModelData) {
  return createModel(submissionMachine, name, {
    input: data.input,
    serializeState,
    events: (snapshot): SubmissionEvent[] =>
      snapshot.matches('starting')
        ? [restoreDraft(data.draft), noDraft]
        : [
            submit(data.first, modelKeys.first),
            submit(data.edited, modelKeys.edited),
            { type: 'form.retry' },
            { type: 'form.edit' },
            { type: 'form.clear' },
            // Only the connection actor, invoked while offline, sends it.
            ...(snapshot.matches('offline') ? [{ type: 'connection.online' } as const] : []),
            ...(isPending(snapshot)
              ? [
                  stored,
                  noService,
                  refused,
                  failedWith('network'),
                  failedWith('offline'),
                  failedWith('http'),
                  failedWith('timeout'),
                ]
              : []),
          ],
  });
}

const timers = delayedEvents(submissionMachine).map((timer) => timer.type);

/** What the page's actor receives besides a step's own event: the visitor's edits when other
 * values are submitted, and the shorter timer that fires while time passes to the longer. */
export function besides(event: ModelEvent): string[] {
  if (event.type === 'form.submit') return ['form.edit'];
  if (timers.includes(event.type)) return timers.filter((timer) => timer !== event.type);
  return [];
}

/** `submit(first) → postForm fails (http) → form.retry`: a path's description, readable, with
 * `first` the values a first submit carries. */
export function describePath(path: ModelPath, first: SubmissionValues): string {
  return path.steps
    .map((step) => {
      const event = step.event as ModelEvent;
      if (event.type === 'form.submit') return event.values === first ? 'submit(first)' : 'submit(edited)';
      if (event.type === 'xstate.done.actor.postForm') return `postForm answers (${event.output.outcome})`;
      if (event.type === 'xstate.error.actor.postForm') return `postForm fails (${event.error.reason})`;
      return describeEvent(event);
    })
    .join(' → ');
}

/** What the visitor meets of a submission, and what the page waits for while it is busy. */
export interface SubmissionExpectation {
  view: SubmissionView;
  /** Why the request failed, while the failure shows. */
  failure: FailureReason | null;
  /** What the answer meant: while busy, once it came (null before); on the success view, which
   * success it is (stored: delivered; noService: the hand-over is how the details arrive). */
  answer: 'stored' | 'noService' | null;
  /** While busy: the 500 ms minimum is over. */
  minimumOver: boolean;
  /** The form shows a draft kept in the tab, with the line that offers to clear it. */
  kept: boolean;
}

export const formShown: SubmissionExpectation = {
  view: 'editing',
  failure: null,
  answer: null,
  minimumOver: false,
  kept: false,
};
const busy: SubmissionExpectation = { ...formShown, view: 'busy' };

/** Which timer a delayed event of the model is: the 500 ms minimum or the 15 s timeout. */
function timerOf(type: string): 'minimum' | 'timeout' | null {
  if (!type.startsWith('xstate.after.')) return null;
  return type.startsWith('xstate.after.requestTimeout.') ? 'timeout' : 'minimum';
}

/** Whether `event` is a timer that is running in `expected`, so that time must pass for it. */
export function isRunningTimer(expected: SubmissionExpectation, event: { type: string }) {
  const timer = timerOf(event.type);
  if (expected.view !== 'busy' || timer === null) return false;
  return timer === 'timeout' ? expected.answer === null : !expected.minimumOver;
}

/**
 * The view after `event`, from product rules S4 and D16, written apart from the chart: a submit
 * makes the form busy; the success view follows once the service has answered that it stored the
 * details (delivered) or no lead service answered (the hand-over), and the 500 ms have passed,
 * whichever comes last; a refusal returns to the form at once, with its reasons; a failed request,
 * or none answered within 15 s, shows the failure with its reason; from a failure Retry or a new
 * submit sends again and an edit returns to the form; from a refusal a submit sends again and an
 * edit returns to the form; a busy form and the success view take nothing the visitor does.
 */
export function expectedAfter(
  expected: SubmissionExpectation,
  event: ModelEvent | { type: string },
): SubmissionExpectation {
  const { view } = expected;
  const e = event as ModelEvent;
  switch (e.type) {
    case 'draft.restore':
      return { ...formShown, kept: true };
    case 'draft.none':
      return formShown;
    case 'form.clear':
      return expected.kept ? formShown : expected;
    case 'connection.online':
      return view === 'failed' && expected.failure === 'offline' ? busy : expected;
    case 'form.submit':
      return view === 'editing' || view === 'failed' || view === 'rejected' ? busy : expected;
    case 'form.retry':
      return view === 'failed' ? busy : expected;
    case 'form.edit':
      return view === 'failed' || view === 'rejected' ? formShown : expected;
    case 'xstate.done.actor.postForm': {
      if (view !== 'busy' || expected.answer !== null) return expected;
      const { outcome } = e.output;
      if (outcome === 'refused') return { ...formShown, view: 'rejected' as const };
      return expected.minimumOver
        ? { ...busy, view: 'submitted' as const, answer: outcome }
        : { ...expected, answer: outcome };
    }
    case 'xstate.error.actor.postForm':
      if (view !== 'busy' || expected.answer !== null) return expected;
      return { ...busy, view: 'failed' as const, failure: e.error.reason };
    default:
      if (!isRunningTimer(expected, event)) return expected;
      if (timerOf(event.type) === 'timeout') return { ...busy, view: 'failed' as const, failure: 'timeout' as const };
      return expected.answer !== null
        ? { ...busy, view: 'submitted' as const, answer: expected.answer }
        : { ...expected, minimumOver: true };
  }
}
