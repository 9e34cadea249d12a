import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { LeadChange, leadChangeMachine } from '../../../machines/leadChangeMachine';
import type { LeadPipelineEvent } from '../../../machines/leadPipelineMachine';

type Snapshot = SnapshotFrom<typeof leadChangeMachine>;
type Send = (event: EventFromLogic<typeof leadChangeMachine>) => void;

/** The lead page's changes as the page shows them, and the changes staff can make. */
export function connectLeadChange(snapshot: Snapshot, send: Send) {
  const save = (change: LeadChange) => send({ type: 'change.save', change });
  const saving = snapshot.matches('saving');
  return {
    saving,
    /** The change being saved, for its control to show it is busy. */
    savingChange: saving ? snapshot.context.change : null,
    saved: snapshot.matches({ ready: 'saved' }),
    conflict: snapshot.matches({ ready: 'conflict' }),
    failure: snapshot.matches({ ready: 'failed' }) ? snapshot.context.failure : null,
    askingReason: snapshot.matches({ ready: 'askingReason' }),
    confirmingErase: snapshot.matches({ ready: 'confirmingErase' }),
    /** Whether the page takes a change now (not while one is being saved). */
    canChange: snapshot.can({ type: 'change.save', change: { kind: 'unread' } }),
    canRetry: snapshot.can({ type: 'change.retry' }),
    move: (event: LeadPipelineEvent, version: number) => save({ kind: 'move', event, version }),
    assign: (assigneeId: string | null, version: number) => save({ kind: 'assign', assigneeId, version }),
    addNote: (text: string) => save({ kind: 'note', text }),
    markUnread: () => save({ kind: 'unread' }),
    erase: (confirmName: string) => save({ kind: 'erase', confirmName }),
    askReason: () => send({ type: 'change.askReason' }),
    askErase: () => send({ type: 'change.askErase' }),
    cancel: () => send({ type: 'change.cancel' }),
    retry: () => send({ type: 'change.retry' }),
    dismiss: () => send({ type: 'change.dismiss' }),
  };
}

export type LeadChangeView = ReturnType<typeof connectLeadChange>;
