import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { CHANGE_SAVED_SHOWN_MS } from '../../machines/constants';
import { leadChangeMachine, type ChangeFailure, type LeadChange } from '../../machines/leadChangeMachine';
import type { MachineModel } from '../support/machineModel';

/*
 * The lead change machine's model, shared by the machine replay (leadChange.machine.test.ts) and
 * the lead page's replay in jsdom (leadChange.ui.test.tsx). The invoked saveChange is modelled as
 * the events the machine receives from it, offered only while a change is being saved; the
 * "Saved" line's timer as its delayed event.
 */

export type ChangeEvent = EventFromLogic<typeof leadChangeMachine>;
export type ModelEvent =
  | ChangeEvent
  | { type: 'xstate.done.actor.saveChange'; output: unknown }
  | { type: 'xstate.error.actor.saveChange'; error: ChangeFailure };

/** The lead as the server answers a saved change, and as a colleague left it (a conflict). */
export const SAVED_LEAD = { id: 'lead-1', version: 4, by: 'the answer to the change' };
export const COLLEAGUES_LEAD = { id: 'lead-1', version: 4, by: 'a colleague' };

/** One change of each kind staff can make. */
export const changes = {
  move: { kind: 'move', event: { type: 'lead.contact' }, version: 3 },
  lose: { kind: 'move', event: { type: 'lead.lose', reason: 'Chose an agency in Mumbai' }, version: 3 },
  assign: { kind: 'assign', assigneeId: 'staff-ravi', version: 3 },
  note: { kind: 'note', text: 'Called: wants a quote by Friday.' },
  unread: { kind: 'unread' },
  erase: { kind: 'erase', confirmName: 'Priya Sharma' },
} as const satisfies Record<string, LeadChange>;

const event = <T extends ModelEvent>(each: T) => each as unknown as ChangeEvent;

export const answers = {
  saved: event({ type: 'xstate.done.actor.saveChange', output: SAVED_LEAD }),
  conflict: event({ type: 'xstate.error.actor.saveChange', error: { problem: 'conflict', lead: COLLEAGUES_LEAD } }),
  gone: event({ type: 'xstate.error.actor.saveChange', error: { problem: 'gone' } }),
  unavailable: event({ type: 'xstate.error.actor.saveChange', error: { problem: 'unavailable' } }),
};

export const staffEvents: ChangeEvent[] = [
  ...Object.values(changes).map((change) => ({ type: 'change.save', change }) as const),
  { type: 'change.askReason' },
  { type: 'change.askErase' },
  { type: 'change.cancel' },
  { type: 'change.retry' },
  { type: 'change.dismiss' },
];

export type View = 'idle' | 'askingReason' | 'confirmingErase' | 'saving' | 'saved' | 'conflict' | 'failed' | 'left';

/** What the rules say of the page's changes, written apart from the chart. */
export interface Expected {
  view: View;
  change: LeadChange | null;
  failure: ChangeFailure['problem'] | null;
  /** What the page was told on this step: `show <who>` (a lead to show: the answer's or the
   * colleague's), `saved <kind>`, `leave <kind>`. */
  told: string[];
}

export const fresh: Expected = { view: 'idle', change: null, failure: null, told: [] };

const takesChange = (view: View) => view !== 'saving' && view !== 'left';

/**
 * The rules: the page takes one change at a time, and none while one is being saved or once it
 * has left; it can always ask for a lost lead's reason or an erasure's confirmation, which can be
 * cancelled. A stored change shows the lead as the answer has it and says "Saved" for
 * CHANGE_SAVED_SHOWN_MS, unless it was unread or erase, which leave the page. A colleague's
 * change first shows their lead and says so until dismissed; another failure says why until
 * dismissed, or, where no answer came, retried (the same change). A new change replaces what was said.
 */
export function expectedAfter(was: Expected, sent: ModelEvent): Expected {
  const now = { ...was, told: [] };
  if (takesChange(was.view)) {
    if (sent.type === 'change.save') return { ...now, view: 'saving', change: sent.change, failure: null };
    if (sent.type === 'change.askReason') return { ...now, view: 'askingReason', failure: null };
    if (sent.type === 'change.askErase') return { ...now, view: 'confirmingErase', failure: null };
  }
  switch (was.view) {
    case 'askingReason':
    case 'confirmingErase':
      return sent.type === 'change.cancel' ? { ...now, view: 'idle' } : now;
    case 'saved':
      return sent.type.startsWith('xstate.after.') ? { ...now, view: 'idle' } : now;
    case 'conflict':
      return sent.type === 'change.dismiss' ? { ...now, view: 'idle', failure: null } : now;
    case 'failed':
      if (sent.type === 'change.retry' && was.failure === 'unavailable')
        return { ...now, view: 'saving', failure: null };
      return sent.type === 'change.dismiss' ? { ...now, view: 'idle', failure: null } : now;
    case 'saving': {
      const kind = was.change!.kind;
      if (sent.type === 'xstate.done.actor.saveChange') {
        if (kind === 'unread' || kind === 'erase') return { ...now, view: 'left', told: [`leave ${kind}`] };
        return { ...now, view: 'saved', told: ['show the answer to the change', `saved ${kind}`] };
      }
      if (sent.type === 'xstate.error.actor.saveChange') {
        const failure = sent.error.problem;
        if (failure === 'conflict') return { ...now, view: 'conflict', failure, told: ['show a colleague'] };
        return { ...now, view: 'failed', failure };
      }
      return now;
    }
    default:
      return now;
  }
}

export const SAVED_SHOWN_MS = CHANGE_SAVED_SHOWN_MS;

/** The view a snapshot stands for. */
export function viewOf(snapshot: AnyMachineSnapshot): View {
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('left')) return 'left';
  return Object.values(snapshot.value as Record<string, View>)[0]!;
}

export const leadChangeModel: MachineModel<typeof leadChangeMachine, Expected> = {
  machine: leadChangeMachine,
  name: 'leadChangeMachine',
  serializeState: ({ value, context, status }) => JSON.stringify({ value, context, status }),
  events: (snapshot) => [...staffEvents, ...(snapshot.matches('saving') ? Object.values(answers) : [])],
  actors: ['saveChange'],
  timers: (_event, { view }) => (view === 'saved' ? SAVED_SHOWN_MS : null),
  title: (event) => {
    const each = event as ModelEvent;
    if (each.type === 'change.save')
      return `save(${each.change.kind === 'move' ? each.change.event.type : each.change.kind})`;
    if (each.type === 'xstate.done.actor.saveChange') return 'saved';
    if (each.type === 'xstate.error.actor.saveChange') return `refused(${each.error.problem})`;
    return each.type.startsWith('xstate.after.') ? `after ${SAVED_SHOWN_MS} ms` : undefined;
  },
  view: {
    initial: fresh,
    after: expectedAfter,
    // What the page was told is no part of a snapshot: the machine replay checks it.
    of: (snapshot) => ({
      view: viewOf(snapshot),
      change: snapshot.context.change,
      failure: snapshot.context.failure?.problem ?? null,
      told: [],
    }),
  },
};
