import { createActor } from 'xstate';
import { serviceDialogMachine } from '../../machines/serviceDialogMachine';
import { fakeHistory } from '../support/historyActor';
import { recordCoverage, type ModelPath } from '../support/model';
import {
  expectedAfter,
  serviceDialogModel,
  type ServiceDialogEvent,
  type ServiceDialogView,
} from './serviceDialog.model';

const model = serviceDialogModel();

/** What the dialog does with its history entry, written apart from the chart: opening takes one;
 * every way of closing gives it up (the history actor then removes it, unless Back or a link
 * already has). */
function expectedHistory(wasOpen: boolean, type: string) {
  if (!wasOpen) return { started: type === 'overlay.open' ? 1 : 0, stopped: 0 };
  return { started: 0, stopped: type === 'overlay.close' ? 1 : 0 };
}

function replay(path: ModelPath<ServiceDialogEvent>) {
  const history = fakeHistory();
  const actor = createActor(serviceDialogMachine.provide({ actors: history.actors })).start();
  let view: ServiceDialogView = { open: false, serviceId: null };
  for (const step of path.steps) {
    const before = actor.getSnapshot();
    const counted = { ...history.counts };
    actor.send(step.event);
    const after = actor.getSnapshot();
    expect({
      started: history.counts.started - counted.started,
      stopped: history.counts.stopped - counted.stopped,
    }).toEqual(expectedHistory(before.matches('open'), step.event.type));

    expect(after.value).toEqual(step.state.value);
    expect(after.context).toEqual(step.state.context);
    view = expectedAfter(view, step.event);
    expect({ open: after.matches('open'), serviceId: after.context.serviceId }).toEqual(view);
    if (after.matches('open')) expect(after.context.serviceId).not.toBeNull();
    // Closing keeps the last service, so the dialog fades out showing it.
    if (step.event.type !== 'overlay.open') expect(after.context.serviceId).toBe(before.context.serviceId);
    if (before.matches('closed') && step.event.type === 'overlay.open') {
      expect(after.context.serviceId).toBe(step.event.serviceId);
    }
  }
  actor.stop();
}

afterAll(() => {
  recordCoverage(model.coverage);
});

describe('service dialog model', () => {
  test('the paths take every state and every transition of the chart', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    replay(path);
  });
});

describe('service dialog behaviour', () => {
  test('Learn More opens the dialog on that service', () => {
    const actor = createActor(serviceDialogMachine).start();
    actor.send({ type: 'overlay.open', serviceId: 'publicity-solutions' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.serviceId).toBe('publicity-solutions');
  });

  test('closing keeps the last service so the dialog fades out with its content', () => {
    const actor = createActor(serviceDialogMachine).start();
    expect(actor.getSnapshot().context.serviceId).toBeNull();
    actor.send({ type: 'overlay.open', serviceId: 'digital-marketing' });
    actor.send({ type: 'overlay.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.serviceId).toBe('digital-marketing');
  });

  test('Back closes the dialog on the service it showed', () => {
    const history = fakeHistory();
    const actor = createActor(serviceDialogMachine.provide({ actors: history.actors })).start();
    actor.send({ type: 'overlay.open', serviceId: 'event-management' });
    expect(history.pressBack()).toBe(true);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.serviceId).toBe('event-management');
    expect(history.counts).toEqual({ started: 1, stopped: 1 });
  });
});
