/**
 * Sends a form to the optional endpoint configured at build time (src/config/formEndpoint.ts). The
 * caller passes fetch and an AbortSignal, so this stays pure and testable.
 */
import { fromPromise } from 'xstate';
import type { FailureReason, PostFormRequest } from '../../../../machines/submissionMachine';

/** A request that failed, and why (the machine's FailureReason); an error answer's status is in
 * the message. */
export class PostFormError extends Error {
  override name = 'PostFormError';
  readonly reason: FailureReason;

  constructor(reason: FailureReason, message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}

function isAbort(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/**
 * POSTs `{ form, ...values }` as JSON (docs/form-endpoint.md is the contract), with the
 * submission's `Idempotency-Key` header, named as in the IETF HTTP API working group's draft.
 * Resolves when the endpoint answers 2xx; rejects with a PostFormError, whose reason the form
 * machine shows in plain words: 'timeout' when the signal aborted (the machine gave up waiting),
 * 'network' when no answer came, 'http' when the answer was an error status.
 */
export async function postForm(
  fetchImpl: typeof fetch,
  { endpoint, form, values, idempotencyKey }: PostFormRequest,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify({ form, ...values }),
      credentials: 'omit',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted || isAbort(error)) {
      throw new PostFormError('timeout', 'The form endpoint did not answer in time.', { cause: error });
    }
    throw new PostFormError('network', 'The form endpoint could not be reached.', { cause: error });
  }
  if (!response.ok) {
    throw new PostFormError('http', `The form endpoint answered ${response.status}.`);
  }
}

/** The submission machine's `postForm` actor with the platform's fetch: what a page provides. */
export const postFormActor = fromPromise<void, PostFormRequest>(({ input, signal }) => postForm(fetch, input, signal));
