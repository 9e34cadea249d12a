import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { DRAIN_GRACE_MS, serverMachine } from '../../machines/serverMachine';
import { describeMachineModel, type MachineModel } from '../support/machineModel';

/*
 * The server process's stop, replayed on the machine with the draining of requests and the
 * stopping of its work held until each step says how they end, and the grace on fake timers. After
 * each step the state and what the server was told to do must be what the termination rules below
 * call for, written apart from the chart.
 */

const GRACE_MS = 2_000;
type Step = 'serving' | 'draining' | 'stopping' | 'stopped';

/** The rules: a stop takes no new connection and drains what is under way, for the grace at most
 * (then what is left is cut); then the work stops; then the process ends. A second stop changes
 * nothing. */
function expectedAfter(was: Step, event: EventObject): { state: Step; did: string[] } {
  if (was === 'serving' && event.type === 'server.stop') return { state: 'draining', did: ['stopAccepting'] };
  if (was === 'draining' && event.type.startsWith('xstate.after.')) return { state: 'stopping', did: ['cutRequests'] };
  if (was === 'draining' && event.type.endsWith('.drainRequests')) return { state: 'stopping', did: [] };
  if (was === 'stopping' && event.type.endsWith('.stopWork')) return { state: 'stopped', did: ['exit'] };
  return { state: was, did: [] };
}

const outcomes = (id: string) => [
  { type: `xstate.done.actor.${id}` },
  { type: `xstate.error.actor.${id}`, error: new Error('x') },
];
const model: MachineModel<typeof serverMachine, Step> = {
  machine: serverMachine,
  name: 'serverMachine',
  input: { graceMs: GRACE_MS },
  actors: ['drainRequests', 'stopWork'],
  events: (snapshot: AnyMachineSnapshot) => [
    { type: 'server.stop' },
    ...((snapshot.matches('draining')
      ? outcomes('drainRequests')
      : snapshot.matches('stopping')
        ? outcomes('stopWork')
        : []) as never[]),
  ],
  timers: (_event, state) => (state === 'draining' ? GRACE_MS : null),
  view: {
    initial: 'serving',
    after: (was, event) => expectedAfter(was, event).state,
    of: ({ value }) => value as Step,
  },
};

let did: string[] = [];
describeMachineModel(model, {
  machine: {
    provide: () => {
      did = [];
      const record = (name: string) => () => void did.push(name);
      const actions = {
        stopAccepting: record('stopAccepting'),
        cutRequests: record('cutRequests'),
        exit: record('exit'),
      };
      return serverMachine.provide({ actions });
    },
    check: ({ event, was, view, started }) => {
      expect(did.splice(0)).toEqual(expectedAfter(was, event).did);
      // While stopping, the work that stops the notifier and closes the database runs once.
      if (view === 'stopping' && was !== 'stopping')
        expect(started.filter((each) => each.name === 'stopWork')).toHaveLength(1);
    },
  },
});

test('a stopping server is given ten seconds unless told otherwise', () => {
  const actor = createActor(serverMachine, { input: {} }).start();
  expect(actor.getSnapshot().context.graceMs).toBe(DRAIN_GRACE_MS);
  expect(DRAIN_GRACE_MS).toBe(10_000);
  actor.stop();
});
