import type { SignInFailure } from '../../../machines/inboxSessionMachine';
import { inboxContent } from '../../content/inbox';

/** What a failed sign-in says to the person. */
export function problemText(failure: SignInFailure): string {
  const words = inboxContent.signInProblems;
  return failure.problem === 'locked' ? words.locked(failure.retryAfterS ?? 60) : words[failure.problem];
}
