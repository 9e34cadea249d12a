import { assign, setup, type SnapshotFrom } from 'xstate';
import type { PipelineStatus } from '../src/contract/lead';

export interface LeadPipelineContext {
  /** Why a lost lead was lost; only while lost. */
  lostReason: string | null;
}

export type LeadPipelineEvent =
  | { type: 'lead.contact' }
  | { type: 'lead.qualify' }
  | { type: 'lead.sendProposal' }
  | { type: 'lead.win' }
  | { type: 'lead.lose'; reason: string }
  | { type: 'lead.markSpam' }
  | { type: 'lead.notSpam' }
  | { type: 'lead.reopen' };

/**
 * Each lead's progress through the agency's pipeline (product rule D22): new, contacted,
 * qualified, proposal sent, then won or lost (lost says why); any lead can be marked spam and
 * brought back to where it was; a won or lost lead can be reopened at the stage it closed from.
 * The machine decides what is allowed: the inbox offers only what it can take, and the server
 * checks every change against it before it stores the change. A lead that filled the hidden
 * honeypot field arrives marked spam, and comes back as new.
 */
export const leadPipelineMachine = setup({
  types: {} as {
    context: LeadPipelineContext;
    events: LeadPipelineEvent;
  },
  // A loss's reason, given by its transition.
  guards: {
    hasReason: (_, reason: string) => reason.trim() !== '',
  },
  actions: {
    keepReason: assign((_, reason: string) => ({ lostReason: reason })),
    forgetReason: assign({ lostReason: null }),
  },
}).createMachine({
  id: 'leadPipeline',
  description:
    'A lead through the pipeline: new → contacted → qualified → proposal sent, then won or lost (with a reason); spam from anywhere and back to where it was; won or lost reopened at the stage it closed from.',
  context: { lostReason: null },
  initial: 'working',
  states: {
    working: {
      initial: 'open',
      states: {
        open: {
          initial: 'new',
          states: {
            new: { on: { 'lead.contact': 'contacted' } },
            contacted: { on: { 'lead.qualify': 'qualified' } },
            qualified: { on: { 'lead.sendProposal': 'proposalSent' } },
            proposalSent: {},
            /** The stage it closed from, for a reopened lead. */
            stage: { type: 'history' },
          },
          on: {
            'lead.win': '#leadPipeline.working.closed.won',
            'lead.lose': {
              guard: { type: 'hasReason', params: ({ event }) => event.reason },
              target: '#leadPipeline.working.closed.lost',
              actions: { type: 'keepReason', params: ({ event }) => event.reason },
            },
          },
        },
        closed: {
          // Entered only by its states' names: a lead is won or lost, never just closed.
          initial: 'won',
          states: { won: {}, lost: {} },
          on: { 'lead.reopen': { target: '#leadPipeline.working.open.stage', actions: 'forgetReason' } },
        },
        /** Where it was, for a lead brought back from spam. */
        before: { type: 'history', history: 'deep' },
      },
      on: { 'lead.markSpam': 'spam' },
    },
    spam: {
      on: { 'lead.notSpam': '#leadPipeline.working.before' },
    },
  },
});

export type LeadPipelineSnapshot = SnapshotFrom<typeof leadPipelineMachine>;

/** The status a snapshot stands for, as the inbox lists it and the database keeps it. */
export function pipelineStatus(snapshot: Pick<LeadPipelineSnapshot, 'matches'>): PipelineStatus {
  if (snapshot.matches('spam')) return 'spam';
  if (snapshot.matches({ working: { closed: 'won' } })) return 'won';
  if (snapshot.matches({ working: { closed: 'lost' } })) return 'lost';
  if (snapshot.matches({ working: { open: 'contacted' } })) return 'contacted';
  if (snapshot.matches({ working: { open: 'qualified' } })) return 'qualified';
  if (snapshot.matches({ working: { open: 'proposalSent' } })) return 'proposalSent';
  return 'new';
}
