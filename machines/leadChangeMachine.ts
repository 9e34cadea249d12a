import { assign, fromPromise, setup } from 'xstate';
import { CHANGE_SAVED_SHOWN_MS } from './constants';
import type { LeadPipelineEvent } from './leadPipelineMachine';

/** One change staff make to a lead. A move and an assignment name the version of the lead they
 * were made on, so that the server can tell when a colleague changed it first. */
export type LeadChange =
  | { kind: 'move'; event: LeadPipelineEvent; version: number }
  | { kind: 'assign'; assigneeId: string | null; version: number }
  | { kind: 'note'; text: string }
  | { kind: 'unread' }
  | { kind: 'erase'; confirmName: string };

/** Why a change was not stored: a colleague changed the lead first (with the lead as it now is),
 * the lead is gone, the server refused it, or no answer came. */
export type ChangeFailure =
  | { problem: 'conflict'; lead: unknown }
  | { problem: 'gone' }
  | { problem: 'refused' }
  | { problem: 'signedOut' }
  | { problem: 'unavailable' };

export interface LeadChangeContext {
  /** The change being saved, or last saved or refused. */
  change: LeadChange | null;
  /** Why it was not stored; only while `conflict` or `failed`. */
  failure: ChangeFailure | null;
}

/** Whether a thrown value is a change failure the page can explain. */
export function isChangeFailure(error: unknown): error is ChangeFailure {
  return typeof error === 'object' && error !== null && typeof (error as ChangeFailure).problem === 'string';
}

const failureOf = (event: { error?: unknown }): ChangeFailure =>
  isChangeFailure(event.error) ? event.error : { problem: 'unavailable' };

/**
 * The changes staff make on a lead's page, one at a time: a move through the pipeline (a lost
 * lead asks for its reason first), an assignment, a note, unread again, or erasure (confirmed
 * first, by the person's name). Each is saved, then shown as saved; when a colleague changed the
 * lead first, nothing is overwritten: the page shows the lead as it now is and says so. Unread
 * and erased leave the page.
 */
export const leadChangeMachine = setup({
  types: {} as {
    context: LeadChangeContext;
    events:
      | { type: 'change.save'; change: LeadChange }
      | { type: 'change.askReason' }
      | { type: 'change.askErase' }
      | { type: 'change.cancel' }
      | { type: 'change.retry' }
      | { type: 'change.dismiss' };
  },
  actors: {
    /** Stores a change; answers the lead as it now is (null once it is erased). Throws a
     * `ChangeFailure`. */
    saveChange: fromPromise<unknown, LeadChange>(async () => {
      throw new Error(
        'leadChangeMachine: provide the saveChange actor, e.g. machine.provide({ actors: { saveChange } })',
      );
    }),
  },
  delays: { savedShown: CHANGE_SAVED_SHOWN_MS },
  guards: {
    // Set by now: `keepChange` named the change being saved.
    leavesLead: ({ context }) => context.change!.kind === 'unread' || context.change!.kind === 'erase',
    isConflict: ({ event }) => 'error' in event && failureOf(event).problem === 'conflict',
    // The same change again helps only where no answer came: an erased lead stays erased, a
    // refusal stays refused, and an ended session is signed in again first.
    isWorthRetrying: ({ context }) => context.failure!.problem === 'unavailable',
  },
  actions: {
    // The change its event carries, given by the transition.
    keepChange: assign((_, change: LeadChange) => ({ change })),
    keepFailure: assign({ failure: ({ event }) => failureOf(event as { error?: unknown }) }),
    forgetFailure: assign({ failure: null }),
    // The page's: the lead as the server now has it takes the place of the one shown.
    showLead: (_, _lead: unknown) => {},
    // The page's: what a saved change leaves behind goes (a note's text).
    changeSaved: (_, _change: LeadChange) => {},
    // The page's: back to the list, saying what became of the lead.
    leaveLead: (_, _change: LeadChange) => {},
  },
}).createMachine({
  id: 'leadChange',
  description:
    'Changes to a lead on its page, one at a time: move (a lost lead asks why), assign, note, unread, erase (confirmed by name); saved and said so; a colleague’s change first is a conflict that shows the lead as it now is and overwrites nothing; a failure with no answer can be retried; unread and erased leave the page.',
  context: { change: null, failure: null },
  initial: 'ready',
  states: {
    /** The page takes a change. */
    ready: {
      initial: 'idle',
      on: {
        'change.save': { target: 'saving', actions: { type: 'keepChange', params: ({ event }) => event.change } },
        'change.askReason': '.askingReason',
        'change.askErase': '.confirmingErase',
      },
      states: {
        idle: {},
        /** Lost, and why: the reason is asked before the move is made. */
        askingReason: { on: { 'change.cancel': 'idle' } },
        /** Erase: the page names the person and asks to confirm. */
        confirmingErase: { on: { 'change.cancel': 'idle' } },
        saved: { after: { savedShown: 'idle' } },
        /** A colleague changed the lead first: it shows as it now is; the change was not made. */
        conflict: { exit: 'forgetFailure', on: { 'change.dismiss': 'idle' } },
        failed: {
          exit: 'forgetFailure',
          on: { 'change.retry': { guard: 'isWorthRetrying', target: '#leadChange.saving' }, 'change.dismiss': 'idle' },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveChange',
        src: 'saveChange',
        // Set by now: `keepChange` named it.
        input: ({ context }) => context.change!,
        onDone: [
          { guard: 'leavesLead', target: 'left' },
          {
            target: 'ready.saved',
            actions: [
              { type: 'showLead', params: ({ event }: { event: { output: unknown } }) => event.output },
              { type: 'changeSaved', params: ({ context }) => context.change! },
            ],
          },
        ],
        onError: [
          {
            guard: 'isConflict',
            target: 'ready.conflict',
            actions: [
              'keepFailure',
              // A conflict, which comes with the lead as it now is.
              {
                type: 'showLead',
                params: ({ event }: { event: { error: unknown } }) => (event.error as { lead: unknown }).lead,
              },
            ],
          },
          { target: 'ready.failed', actions: 'keepFailure' },
        ],
      },
    },
    /** Unread again, or erased: the page is left for the list. */
    left: { type: 'final', entry: { type: 'leaveLead', params: ({ context }) => context.change! } },
  },
});
