/**
 * The server's side of each lead's pipeline machine (machines/leadPipelineMachine.ts): a lead's
 * machine restored from what the database keeps, and a move checked against it. A lead that has
 * never moved keeps no snapshot: it is where a new lead starts (in the spam view, if it filled the
 * honeypot).
 */
import { createActor, type Snapshot } from 'xstate';
import { leadPipelineMachine, pipelineStatus, type LeadPipelineEvent } from '../../machines/leadPipelineMachine.ts';
import type { PipelineStatus } from '../../src/contract/lead.ts';

/** A lead's machine as the database has it: its persisted snapshot, or where it started. */
export function pipelineOf(stored: unknown, status: PipelineStatus) {
  if (stored) return createActor(leadPipelineMachine, { snapshot: stored as Snapshot<unknown> }).start();
  const actor = createActor(leadPipelineMachine).start();
  if (status === 'spam') actor.send({ type: 'lead.markSpam' });
  return actor;
}

/** The persisted snapshot the inbox reads to offer its moves. */
export const persistedPipeline = (stored: unknown, status: PipelineStatus) =>
  pipelineOf(stored, status).getPersistedSnapshot();

/** The events staff may send, as the contract names them, with what each must carry. */
const EVENT_TYPES = new Set<LeadPipelineEvent['type']>([
  'lead.contact',
  'lead.qualify',
  'lead.sendProposal',
  'lead.win',
  'lead.lose',
  'lead.markSpam',
  'lead.notSpam',
  'lead.reopen',
]);

/** A request's event, if it is one of the pipeline's (a lost lead says why, in 1 to 500 characters). */
export function pipelineEvent(value: unknown): LeadPipelineEvent | null {
  const event = value as { type?: unknown; reason?: unknown } | null;
  if (!event || typeof event.type !== 'string' || !EVENT_TYPES.has(event.type as LeadPipelineEvent['type']))
    return null;
  if (event.type !== 'lead.lose') return { type: event.type } as LeadPipelineEvent;
  return typeof event.reason === 'string' && event.reason.length <= 500
    ? { type: 'lead.lose', reason: event.reason }
    : null;
}

export type Move =
  | { allowed: false }
  | { allowed: true; from: PipelineStatus; to: PipelineStatus; snapshot: unknown; lostReason: string | null };

/** What `event` does to a lead, if its machine takes it. */
export function move(stored: unknown, status: PipelineStatus, event: LeadPipelineEvent): Move {
  const actor = pipelineOf(stored, status);
  if (!actor.getSnapshot().can(event)) return { allowed: false };
  const from = pipelineStatus(actor.getSnapshot());
  actor.send(event);
  const after = actor.getSnapshot();
  return {
    allowed: true,
    from,
    to: pipelineStatus(after),
    snapshot: actor.getPersistedSnapshot(),
    lostReason: after.context.lostReason,
  };
}
