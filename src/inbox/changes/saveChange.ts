import type { ChangeFailure, LeadChange } from '../../../machines/leadChangeMachine';
import { inboxApi, type LeadDetail } from '../../contract/inbox';
import { InboxHttpError, type InboxClient } from '../api/client';

/** What a refused or failed change means. */
export function changeFailureOf(error: unknown): ChangeFailure {
  if (!(error instanceof InboxHttpError)) return { problem: 'unavailable' };
  if (error.refusal?.error === 'conflict') return { problem: 'conflict', lead: error.refusal.lead };
  if (error.status === 404) return { problem: 'gone' };
  if (error.status === 401) return { problem: 'signedOut' };
  return error.status < 500 ? { problem: 'refused' } : { problem: 'unavailable' };
}

async function send(client: InboxClient, id: string, change: LeadChange): Promise<LeadDetail | null> {
  switch (change.kind) {
    case 'move':
      return client.send('POST', inboxApi.leadMove(id), { event: change.event, version: change.version });
    case 'assign':
      return client.send('POST', inboxApi.leadAssign(id), { assigneeId: change.assigneeId, version: change.version });
    case 'note':
      return client.send('POST', inboxApi.leadNotes(id), { text: change.text });
    case 'unread':
      return client.send('POST', inboxApi.leadUnread(id));
    case 'erase':
      await client.send('DELETE', inboxApi.lead(id), { confirmName: change.confirmName });
      return null;
  }
}

/** Stores one change to lead `id`, as the contract says: the lead as it now is (null once erased);
 * throws a `ChangeFailure`. */
export async function saveChange(client: InboxClient, id: string, change: LeadChange): Promise<LeadDetail | null> {
  try {
    return await send(client, id, change);
  } catch (error) {
    throw changeFailureOf(error);
  }
}
