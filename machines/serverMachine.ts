import { fromPromise, setup } from 'xstate';

/** How long a stopping server goes on answering the requests it has begun, unless told otherwise. */
export const DRAIN_GRACE_MS = 10_000;

export type ServerEvent =
  /** SIGTERM or Ctrl+C: a deploy, a service manager, the operator. */
  { type: 'server.stop' };

/**
 * The server process, as a service manager stops it (Kubernetes' termination contract): it
 * serves until told to stop; then it takes no new connection and answers every request it has
 * begun, for a bounded time; then it stops the e-mail worker (which lets a send under way finish
 * or records it cut short) and closes the database, and only then ends. Nothing a visitor began is
 * dropped by a deploy.
 */
export const serverMachine = setup({
  types: {} as {
    input: { graceMs?: number };
    context: { graceMs: number };
    events: ServerEvent;
  },
  actors: {
    // The server provides the real ones.
    drainRequests: fromPromise<void>(async () => {
      throw new Error('serverMachine: provide the drainRequests actor');
    }),
    stopWork: fromPromise<void>(async () => {
      throw new Error('serverMachine: provide the stopWork actor');
    }),
  },
  actions: {
    // The server's: stop listening (a new connection is answered by the next server).
    stopAccepting: () => {},
    // The server's: answer what is still unanswered after the grace with a 503 and close it.
    cutRequests: () => {},
    // The server's: say what it waited for, then end the process with status 0.
    exit: () => {},
  },
  delays: {
    grace: ({ context }) => context.graceMs,
  },
}).createMachine({
  id: 'server',
  description:
    'The server process: serves until told to stop; then takes no new connection and answers the requests it began, for at most the grace; then stops the e-mail worker and closes the database; then ends.',
  context: ({ input }) => ({ graceMs: input.graceMs ?? DRAIN_GRACE_MS }),
  initial: 'serving',
  states: {
    serving: {
      on: { 'server.stop': 'draining' },
    },
    draining: {
      entry: 'stopAccepting',
      invoke: { id: 'drainRequests', src: 'drainRequests', onDone: 'stopping', onError: 'stopping' },
      after: { grace: { target: 'stopping', actions: 'cutRequests' } },
    },
    stopping: {
      invoke: { id: 'stopWork', src: 'stopWork', onDone: 'stopped', onError: 'stopped' },
    },
    stopped: { type: 'final', entry: 'exit' },
  },
});
