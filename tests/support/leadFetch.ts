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
