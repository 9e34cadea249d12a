import { act } from '@testing-library/react';
import type { FailureReason, LeadAnswer } from '../../machines/lead';
import { FORM_TOKEN_PATH } from '../../src/contract/lead';

/** The token the stubbed lead service gives every form. */
export const FORM_TOKEN = 'v1.jsdom-token';

/** A request the page made that the test settles. */
export interface HeldRequest {
  url: string;
  init: RequestInit;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

/**
 * The page's fetch in jsdom, as the site's own lead service answers it: a form's token at once,
 * and every other request (the submissions) held in `requests` for the test to answer. Like the
 * platform's fetch, an aborted request rejects with the signal's reason.
 */
export function stubLeadFetch(requests: HeldRequest[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) =>
      url === FORM_TOKEN_PATH
        ? Promise.resolve(Response.json({ token: FORM_TOKEN }))
        : new Promise<Response>((resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
            requests.push({ url, init, resolve, reject });
          }),
    ),
  );
}

/** Lets a settled request reach the machine and the page. */
export async function settle(action: () => void) {
  await act(async () => {
    action();
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  });
}

/** The browser's word on the connection, which the page reads when a request gets no answer. */
export const connection = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

/** The connection returns: the browser says so, once. */
export async function comeOnline() {
  connection(true);
  await settle(() => window.dispatchEvent(new Event('online')));
}

/** Answers `request` as the lead service (stored, refused) or a static host (no lead service). */
export const answerLead = (request: HeldRequest, answer: LeadAnswer) =>
  settle(() =>
    request.resolve(
      answer.outcome === 'stored'
        ? Response.json({ id: '7d0f6c2e-1b1a-4c53-9a0e-3f2d1c0b9a87' }, { status: 201 })
        : answer.outcome === 'refused'
          ? Response.json({ error: 'invalid', fields: answer.problems }, { status: 400 })
          : new Response('<h1>405 Method Not Allowed</h1>', { status: 405, headers: { 'Content-Type': 'text/html' } }),
    ),
  );

/** Fails `request` for `reason`: an error answer, no answer (offline: with the browser saying so),
 * or the request's own timeout. */
export const failLead = (request: HeldRequest, reason: FailureReason) =>
  settle(() => {
    connection(reason !== 'offline');
    if (reason === 'http') request.resolve(Response.json({ error: 'unavailable' }, { status: 503 }));
    else if (reason === 'timeout') request.reject(new DOMException('The operation timed out.', 'TimeoutError'));
    else request.reject(new TypeError('Failed to fetch'));
  });
