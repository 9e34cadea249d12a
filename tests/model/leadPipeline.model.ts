import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { leadPipelineMachine, type LeadPipelineEvent } from '../../machines/leadPipelineMachine';
import type { PipelineStatus } from '../../src/contract/lead';
import { createModel } from '../support/model';

/*
 * The lead pipeline machine's model, shared by the machine replay (leadPipeline.machine.test.ts)
 * and the inbox's replays in jsdom and in the browser, so all walk the same paths.
 */

export const REASON = 'Chose an agency in Mumbai';

/** Every move staff can ask for, a lost lead with a reason and one with none. */
export const pipelineEvents: LeadPipelineEvent[] = [
  { type: 'lead.contact' },
  { type: 'lead.qualify' },
  { type: 'lead.sendProposal' },
  { type: 'lead.win' },
  { type: 'lead.lose', reason: REASON },
  { type: 'lead.lose', reason: '   ' },
  { type: 'lead.markSpam' },
  { type: 'lead.notSpam' },
  { type: 'lead.reopen' },
];

/** Where a lead stands, and what it remembers: where spam and a reopening send it back to. The
 * history states hold that memory, so two snapshots in one state differ by it. */
export const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    context: snapshot.context,
    history: Object.fromEntries(
      Object.entries((snapshot as { historyValue?: Record<string, AnyStateNode[]> }).historyValue ?? {}).map(
        ([id, nodes]) => [id, nodes.map((node) => node.id)],
      ),
    ),
  });

export const leadPipelineModel = (name = 'leadPipelineMachine') =>
  createModel(leadPipelineMachine, name, { events: pipelineEvents, serializeState });

const open = ['new', 'contacted', 'qualified', 'proposalSent'] as const;
type Open = (typeof open)[number];

/** What the rules say of a lead, written apart from the chart. */
export interface Expected {
  status: PipelineStatus;
  /** The open stage a closed lead closed from, to reopen at. */
  closedFrom: Open | null;
  /** Where a lead marked spam was, to come back to. */
  beforeSpam: Exclude<PipelineStatus, 'spam'> | null;
  lostReason: string | null;
}

export const arrived: Expected = { status: 'new', closedFrom: null, beforeSpam: null, lostReason: null };

/**
 * The pipeline's rules: each open stage leads to the next one only; an open lead can be won, or
 * lost with a reason (a blank one is refused); a won or lost lead reopens at the stage it closed
 * from; any lead can be marked spam, and comes back to where it was (a lost lead keeps its
 * reason). Anything else changes nothing.
 */
export function expectedAfter(was: Expected, event: LeadPipelineEvent): Expected {
  const next: Partial<Record<Open, Open>> = { new: 'contacted', contacted: 'qualified', qualified: 'proposalSent' };
  const step: Partial<Record<LeadPipelineEvent['type'], Open>> = {
    'lead.contact': 'new',
    'lead.qualify': 'contacted',
    'lead.sendProposal': 'qualified',
  };
  const isOpen = (open as readonly string[]).includes(was.status);
  if (was.status === 'spam') return event.type === 'lead.notSpam' ? { ...was, status: was.beforeSpam ?? 'new' } : was;
  if (event.type === 'lead.markSpam') return { ...was, status: 'spam', beforeSpam: was.status };
  if (isOpen && step[event.type] === was.status) return { ...was, status: next[was.status as Open]! };
  if (isOpen && event.type === 'lead.win') return { ...was, status: 'won', closedFrom: was.status as Open };
  if (isOpen && event.type === 'lead.lose' && event.reason.trim() !== '')
    return { ...was, status: 'lost', closedFrom: was.status as Open, lostReason: event.reason };
  if (!isOpen && event.type === 'lead.reopen') return { ...was, status: was.closedFrom!, lostReason: null };
  return was;
}
