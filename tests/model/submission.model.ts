import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import {
  submissionMachine,
  type FailureReason,
  type SubmissionInput,
  type SubmissionValues,
  type SubmissionView,
} from '../../machines/submissionMachine';
import { PostFormError } from '../../src/features/forms/endpoint/postForm';
import { newIdempotencyKey } from '../../src/features/forms/submission/newIdempotencyKey';
import { createModel, delayedEvents, describeEvent, type ModelCoverage, type ModelPath } from '../support/model';

/*
 * The submission machine's model, shared by the machine replay (submission.machine.test.ts) and
 * the page replay (submission.ui.test.tsx), so both walk the same paths.
 *
 * The invoked `postForm` actor never runs during graph traversal (xstate/graph uses a mock actor
 * scope whose deferred starts are dropped), so its outcome is modelled as the events the machine
 * receives from it: `xstate.done.actor.postForm` and `xstate.error.actor.postForm`. They are only
 * offered while the request is pending, because only then can the actor send them. On replay
 * they are produced for real, by settling the request's promise.
 */

export type SubmissionEvent = EventFromLogic<typeof submissionMachine>;
/** What the machine receives: the page's events and the invoked postForm's. */
export type ModelEvent =
  | SubmissionEvent
  | { type: 'xstate.done.actor.postForm'; output: undefined }
  | { type: 'xstate.error.actor.postForm'; error: PostFormError };

export const ENDPOINT = 'https://forms.example.com/f/rangrez';

/** A submit of `values`, with the key the page would make for them (a new random one unless
 * given: the models give fixed ones, so that each of their events is one event on every walk). */
export const submit = (values: SubmissionValues, newKey = newIdempotencyKey()): SubmissionEvent => ({
  type: 'form.submit',
  values,
  newKey,
});

/** The new keys the models' submits bring: fixed, for paths and titles the same on every run. */
const modelKeys = {
  first: '00000000-0000-4000-8000-000000000001',
  edited: '00000000-0000-4000-8000-000000000002',
};
export const answered = { type: 'xstate.done.actor.postForm', output: undefined } as unknown as SubmissionEvent;
export const failedWith = (reason: FailureReason) =>
  ({ type: 'xstate.error.actor.postForm', error: new PostFormError(reason, reason) }) as unknown as SubmissionEvent;

const isPending = (snapshot: AnyMachineSnapshot) => snapshot.matches({ sending: { request: 'pending' } });

/** What makes two snapshots different: the state, the failure, and whether the flow is done. */
export const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, failure: snapshot.context.failure, status: snapshot.status });

export interface SubmissionModelData {
  /** Without an endpoint: the form and the values its one submit event carries. */
  noEndpoint: { input: SubmissionInput; values: SubmissionValues };
  /** With one: the form, and a first and an edited set of values to submit. */
  endpoint: { input: SubmissionInput; first: SubmissionValues; edited: SubmissionValues };
}

/** The two models of the machine, one per mode (the endpoint is its input). */
export function submissionModels(name: string, data: SubmissionModelData) {
  return {
    'no endpoint': createModel(submissionMachine, `${name} (no endpoint)`, {
      input: data.noEndpoint.input,
      serializeState,
      events: [submit(data.noEndpoint.values, modelKeys.first), { type: 'form.retry' }, { type: 'form.edit' }],
    }),
    endpoint: createModel(submissionMachine, `${name} (endpoint)`, {
      input: data.endpoint.input,
      serializeState,
      events: (snapshot): SubmissionEvent[] => [
        submit(data.endpoint.first, modelKeys.first),
        submit(data.endpoint.edited, modelKeys.edited),
        { type: 'form.retry' },
        { type: 'form.edit' },
        ...(isPending(snapshot) ? [answered, failedWith('network'), failedWith('http'), failedWith('timeout')] : []),
      ],
    }),
  };
}

/**
 * One machine, two modes chosen by input: each mode's model reaches only its own states, so the
 * machine's coverage is the union of the two replayed path sets.
 */
export function unionCoverage(name: string, a: ModelCoverage, b: ModelCoverage): ModelCoverage {
  const merge = (x: ModelCoverage['states'], y: ModelCoverage['states']) => {
    const missing = x.missing.filter((id) => y.missing.includes(id));
    return { covered: x.total - missing.length, total: x.total, missing };
  };
  return {
    machine: name,
    states: merge(a.states, b.states),
    transitions: merge(a.transitions, b.transitions),
    paths: a.paths + b.paths,
  };
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
      if (event.type === 'xstate.done.actor.postForm') return 'postForm answers';
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
  /** While busy with an endpoint: the endpoint has answered, and the 500 ms minimum is over. */
  answered: boolean;
  minimumOver: boolean;
}

export const formShown: SubmissionExpectation = { view: 'editing', failure: null, answered: false, minimumOver: false };
const busy: SubmissionExpectation = { view: 'busy', failure: null, answered: false, minimumOver: false };

/** Which timer a delayed event of the model is: the 500 ms minimum without an endpoint or with
 * one, or the 15 s timeout. */
function timerOf(type: string): 'minimum' | 'minimum with endpoint' | 'timeout' | null {
  if (!type.startsWith('xstate.after.')) return null;
  if (type.startsWith('xstate.after.requestTimeout.')) return 'timeout';
  return type.includes('.sending.') ? 'minimum with endpoint' : 'minimum';
}

/** Whether `event` is a timer that is running in `expected`, so that time must pass for it. */
export function isRunningTimer(expected: SubmissionExpectation, event: { type: string }, endpoint: boolean) {
  const timer = timerOf(event.type);
  if (expected.view !== 'busy' || timer === null) return false;
  if (timer === 'timeout') return endpoint && !expected.answered;
  return (timer === 'minimum with endpoint') === endpoint && !expected.minimumOver;
}

/**
 * The view after `event`, from product rules S4 and D16, written apart from the chart: a submit
 * makes the form busy; without an endpoint the success view follows 500 ms later; with one, it
 * follows once the endpoint has answered and the 500 ms have passed, whichever comes last; a
 * failed request, or none answered within 15 s, shows the failure with its reason; from there
 * Retry or a new submit sends again and an edit returns to the form; a busy form and the success
 * view take nothing the visitor does.
 */
export function expectedAfter(
  expected: SubmissionExpectation,
  event: ModelEvent | { type: string },
  endpoint: boolean,
): SubmissionExpectation {
  const { view } = expected;
  const e = event as ModelEvent;
  switch (e.type) {
    case 'form.submit':
      return view === 'editing' || view === 'failed' ? busy : expected;
    case 'form.retry':
      return view === 'failed' ? busy : expected;
    case 'form.edit':
      return view === 'failed' ? formShown : expected;
    case 'xstate.done.actor.postForm':
      if (view !== 'busy' || !endpoint || expected.answered) return expected;
      return expected.minimumOver ? { ...busy, view: 'submitted' } : { ...expected, answered: true };
    case 'xstate.error.actor.postForm':
      if (view !== 'busy' || !endpoint || expected.answered) return expected;
      return { ...busy, view: 'failed', failure: e.error.reason };
    default:
      if (!isRunningTimer(expected, event, endpoint)) return expected;
      if (timerOf(event.type) === 'timeout') return { ...busy, view: 'failed', failure: 'timeout' };
      return !endpoint || expected.answered ? { ...busy, view: 'submitted' } : { ...expected, minimumOver: true };
  }
}
