import { createActor } from 'xstate';
import { leadPipelineMachine, type LeadPipelineEvent } from '../../../machines/leadPipelineMachine';

/** Every move staff can be offered, in the order the page shows them. */
export const moveTypes = [
  'lead.contact',
  'lead.qualify',
  'lead.sendProposal',
  'lead.win',
  'lead.lose',
  'lead.reopen',
  'lead.markSpam',
  'lead.notSpam',
] as const satisfies ReadonlyArray<LeadPipelineEvent['type']>;

export type MoveType = (typeof moveTypes)[number];

/** A reason that stands for "some reason": the machine refuses a lost lead without one, and the
 * page asks for it only once staff choose Lost. */
const ANY_REASON = 'a reason';

const eventOf = (type: MoveType): LeadPipelineEvent =>
  type === 'lead.lose' ? { type, reason: ANY_REASON } : ({ type } as LeadPipelineEvent);

/** The lead's pipeline as its persisted snapshot says, restored: the machine decides. */
function restored(pipeline: unknown) {
  const actor = createActor(leadPipelineMachine, {
    snapshot: pipeline as ReturnType<typeof leadPipelineMachine.getPersistedSnapshot>,
  });
  return actor.getSnapshot();
}

/** The moves the pipeline allows from the lead's persisted snapshot, and nothing else: none from a
 * snapshot the machine cannot read. */
export function offeredMoves(pipeline: unknown): MoveType[] {
  if (typeof pipeline !== 'object' || pipeline === null) return [];
  try {
    const snapshot = restored(pipeline);
    return moveTypes.filter((type) => snapshot.can(eventOf(type)));
  } catch {
    return [];
  }
}

/** Whether a lost lead may be given this reason (the machine refuses a blank one). */
export function acceptsLostReason(pipeline: unknown, reason: string): boolean {
  return offeredMoves(pipeline).includes('lead.lose') && restored(pipeline).can({ type: 'lead.lose', reason });
}
