/**
 * Sends a form's details to the site's lead service, or to the endpoint the build names
 * (src/config/formEndpoint.ts), and says what the answer means. The caller passes fetch and an
 * AbortSignal, so this stays pure and testable.
 */
import { fromPromise } from 'xstate';
import type { FailureReason, LeadAnswer, PostFormRequest } from '../../../../machines/lead';
import { signalFields, type FieldProblems } from '../../../contract/lead';

/** A request that failed, and why (the machines' FailureReason); an error answer's status is in
 * the message. */
export class PostFormError extends Error {
  override name = 'PostFormError';
  readonly reason: FailureReason;

  constructor(reason: FailureReason, message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}

/** How to read an answer: the site's own lead service answers everything in JSON, so any other
 * answer is a static host's (no lead service there); another endpoint is taken at its status. */
export interface AnswerReading {
  ownService: boolean;
}

function isAbort(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

const isJson = (response: Response) => /^application\/json\b/i.test(String(response.headers.get('Content-Type')));

/** A `400 {"error": "invalid", "fields": {…}}` answer's reasons, or null for any other body. */
async function problemsIn(response: Response): Promise<FieldProblems | null> {
  // A body that is not JSON reads as JSON's null.
  const body: unknown = await response.json().catch(() => null);
  if (body === null) return null;
  const { error, fields } = body as { error?: unknown; fields?: unknown };
  if (error !== 'invalid' || typeof fields !== 'object' || fields === null) return null;
  const problems = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return problems.length > 0 ? Object.fromEntries(problems) : null;
}

/**
 * POSTs `{ form, ...values, website, formToken }` as JSON (docs/form-endpoint.md), with the
 * submission's `Idempotency-Key` header (the IETF HTTP API working group's draft), and resolves
 * with what the answer means: stored (a success answer: the lead service's JSON one, or any from
 * another endpoint), no lead service (the own service's address answered by a static host, with
 * something not JSON and not a server error), or refused (400 with a reason for each field).
 * Rejects with a PostFormError otherwise: 'timeout' when the signal aborted (the machine gave up
 * waiting), 'offline' when no answer came and `online` says there is no connection, 'network' when
 * no answer came otherwise, 'http' for any other answer (a server error, 429…).
 */
export async function postForm(
  fetchImpl: typeof fetch,
  { endpoint, form, values, signals, idempotencyKey }: PostFormRequest,
  { ownService }: AnswerReading,
  signal?: AbortSignal,
  online: () => boolean = () => true,
): Promise<LeadAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify({
        form,
        ...values,
        [signalFields.honeypot]: signals.website,
        ...(signals.formToken === null ? {} : { [signalFields.formToken]: signals.formToken }),
      }),
      credentials: 'omit',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted || isAbort(error)) {
      throw new PostFormError('timeout', 'The form endpoint did not answer in time.', { cause: error });
    }
    // With no connection, say so: the machines wait for it rather than offer a retry that cannot work.
    if (!online()) throw new PostFormError('offline', 'There is no connection to send the form on.', { cause: error });
    throw new PostFormError('network', 'The form endpoint could not be reached.', { cause: error });
  }
  const json = isJson(response);
  if (response.ok && (json || !ownService)) return { outcome: 'stored' };
  if (response.status === 400 && json) {
    const problems = await problemsIn(response);
    if (problems) return { outcome: 'refused', problems };
  }
  // A static host: its 404 or 405 page for a POST, or an app's HTML fallback.
  if (ownService && !json && response.status < 500 && response.status !== 429) return { outcome: 'noService' };
  throw new PostFormError('http', `The form endpoint answered ${response.status}.`);
}

/** The machines' `postForm` actor with the platform's fetch, reading answers as `reading` says:
 * what a page provides. */
export const postFormActor = (reading: AnswerReading) =>
  fromPromise<LeadAnswer, PostFormRequest>(({ input, signal }) =>
    postForm(fetch, input, reading, signal, () => globalThis.navigator?.onLine !== false),
  );
