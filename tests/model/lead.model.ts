import type { EventObject } from 'xstate';
import type { FailureReason, LeadAnswer } from '../../machines/lead';
import type { LeadSignals } from '../../src/contract/lead';
import { emailField } from '../../src/content/forms';
import { PostFormError } from '../../src/features/forms/endpoint/postForm';

/*
 * What the lead forms' models share (submission.model.ts, contactForm.model.ts). The invoked
 * `postForm` never runs while the graph is walked, so its outcome is modelled as the events the
 * machine receives from it, offered only while a request is pending; a replay produces them for
 * real, by answering the request.
 */

/** The model's signals: what the page measured (the machines carry them and never read them). */
export const SIGNALS: LeadSignals = { website: '', formToken: 'v1.test-token' };

/** The service's refusal the models answer with: the e-mail address, in the field's own words. */
export const REFUSAL = { email: emailField(true).messages.invalid! };

/** What the machine receives from postForm, typed as the machine's own events. */
export type PostFormOutcome =
  | { type: 'xstate.done.actor.postForm'; output: LeadAnswer }
  | { type: 'xstate.error.actor.postForm'; error: PostFormError };

export const answered = (output: LeadAnswer) => ({ type: 'xstate.done.actor.postForm', output }) as never;
export const failedWith = (reason: FailureReason) =>
  ({ type: 'xstate.error.actor.postForm', error: new PostFormError(reason, reason) }) as never;

/** Every way a request ends, as the service (stored, refused), a static host (no lead service),
 * or a failure (network, offline, an error answer, the request's own timeout). */
export const outcomes = [
  answered({ outcome: 'stored' }),
  answered({ outcome: 'noService' }),
  answered({ outcome: 'refused', problems: REFUSAL }),
  ...(['network', 'offline', 'http', 'timeout'] as const).map(failedWith),
];

/** How postForm's outcome and a timer read in a path's title. */
export function leadTitle(event: EventObject): string | undefined {
  const e = event as PostFormOutcome;
  if (e.type === 'xstate.done.actor.postForm') return `postForm answers (${e.output.outcome})`;
  if (e.type === 'xstate.error.actor.postForm') return `postForm fails (${e.error.reason})`;
  if (event.type.startsWith('xstate.after.')) return `after ${event.type.split('.')[2]}`;
  return undefined;
}

/** The page's submissions as `keysOutOfStep` reads them: each one's body and its key. */
export const postsOf = (requests: ReadonlyArray<{ init: RequestInit }>) =>
  requests.map(({ init }) => ({
    body: init.body as string,
    key: (init.headers as Record<string, string>)['Idempotency-Key']!,
  }));

/** Where posts break the rule of one idempotency key per set of details: each key a version 4
 * UUID, the same body always with the same key, another body never with it. */
export function keysOutOfStep(posts: ReadonlyArray<{ body: string; key: string }>): string[] {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  return posts.flatMap((post, index) => [
    ...(uuid.test(post.key) ? [] : [`post ${index + 1}'s key ${post.key} is no UUID`]),
    ...posts
      .slice(0, index)
      .filter((earlier) => (earlier.key === post.key) !== (earlier.body === post.body))
      .map(() => `post ${index + 1}'s key breaks the rule`),
  ]);
}
