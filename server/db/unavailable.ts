/**
 * What the database cannot do now: it is not open, it failed, or it ran out of time. Every
 * request that meets it is answered 503 with `Retry-After` (server/api/api.ts), never left waiting.
 */

/** The database cannot do the work now: retry after `retryAfterS` seconds. */
export class Unavailable extends Error {
  override name = 'Unavailable';
  constructor(
    message: string,
    readonly retryAfterS = 2,
  ) {
    super(message);
  }
}

/** Rejects with Unavailable once `ms` have passed; the work itself goes on, unwatched. */
export function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Unavailable(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
