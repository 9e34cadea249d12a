import type { InboxRefusal } from '../../contract/inbox';

/** An answer that was no success: its status, and the refusal it said, if it said one. */
export class InboxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly refusal: InboxRefusal | null,
  ) {
    super(refusal ? `${status} ${refusal.error}` : `HTTP ${status}`);
    this.name = 'InboxHttpError';
  }
}

/** No answer at all (offline, the server down). */
export class InboxNetworkError extends Error {
  constructor(cause: unknown) {
    super('No answer from the inbox server', { cause });
    this.name = 'InboxNetworkError';
  }
}

export interface InboxClient {
  /** `whoAmI`: a 401 there is the answer "nobody", not a session that ended. */
  get<T>(url: string, options?: { whoAmI?: boolean }): Promise<T>;
  send<T>(method: 'POST' | 'DELETE', url: string, body?: unknown): Promise<T>;
}

const isRefusal = (body: unknown): body is InboxRefusal =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';

/**
 * The inbox's requests to the lead service, on the page's own origin with its session cookie.
 * Every answer is JSON (204: none); a refusal throws an `InboxHttpError`. The one answer that
 * means the session ended, 401 `signed-out`, also calls `onSignedOut`, whichever request met it.
 */
export function inboxClient({ onSignedOut }: { onSignedOut: () => void }): InboxClient {
  async function request<T>(method: string, url: string, body?: unknown, whoAmI = false): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new InboxNetworkError(error);
    }
    if (response.status === 204) return undefined as T;
    const json: unknown = await response.json().catch(() => null);
    if (response.ok && json !== null) return json as T;
    const refusal = isRefusal(json) ? json : null;
    if (response.status === 401 && refusal?.error === 'signed-out' && !whoAmI) onSignedOut();
    throw new InboxHttpError(response.status, refusal);
  }
  return {
    get: (url, options) => request('GET', url, undefined, options?.whoAmI),
    send: (method, url, body) => request(method, url, body),
  };
}
