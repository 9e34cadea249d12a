import { QUERY_LIMIT_MS, READY_LIMIT_MS } from '../../server/db/store';
import { Unavailable, withinTime } from '../../server/db/unavailable';

/*
 * The bounds on how long a request waits on the database, on the clock they run on: a visitor's
 * queries, and a readiness check's write. A frozen PostgreSQL server's 503s themselves are in
 * tests/server/leads.process.test.ts.
 */

afterEach(() => vi.useRealTimers());

test.each([
  ['the query', QUERY_LIMIT_MS],
  ['the write check', READY_LIMIT_MS],
])('%s that never ends is given up at its bound (%i ms), not a millisecond before', async (what, ms) => {
  vi.useFakeTimers();
  let outcome: unknown = 'pending';
  withinTime(new Promise<never>(() => {}), ms, what).catch((error: unknown) => (outcome = error));
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(outcome).toBe('pending');
  await vi.advanceTimersByTimeAsync(1);
  expect(outcome).toEqual(new Unavailable(`${what} took longer than ${ms} ms`));
});

test('work done in time is its own answer', async () => {
  await expect(withinTime(Promise.resolve('stored'), QUERY_LIMIT_MS, 'the query')).resolves.toBe('stored');
});
