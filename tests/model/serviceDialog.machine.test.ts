import { createActor } from 'xstate';
import { serviceDialogMachine } from '../../machines/serviceDialogMachine';
import { recordCoverage, type ModelPath } from '../support/model';
import {
  expectedAfter,
  serviceDialogModel,
  type ServiceDialogEvent,
  type ServiceDialogView,
} from './serviceDialog.model';

const model = serviceDialogModel();

/** What the dialog does to the page's history, written apart from the chart: opening adds an
 * entry; Close and Escape remove it; a link chosen in it takes its place, and Back has already
 * left it, so neither removes it. */
function expectedHistory(wasOpen: boolean, type: string) {
  if (!wasOpen) return { push: type === 'service.open' ? 1 : 0, pop: 0 };
  return { push: 0, pop: type === 'service.close' ? 1 : 0 };
}

function replay(path: ModelPath<ServiceDialogEvent>) {
  const counts = { push: 0, pop: 0 };
  const actor = createActor(
    serviceDialogMachine.provide({
      actions: { pushHistoryEntry: () => void counts.push++, popHistoryEntry: () => void counts.pop++ },
    }),
  ).start();
  let view: ServiceDialogView = { open: false, serviceId: null };
  for (const step of path.steps) {
    const before = actor.getSnapshot();
    const counted = { ...counts };
    actor.send(step.event);
    const after = actor.getSnapshot();
    expect({ push: counts.push - counted.push, pop: counts.pop - counted.pop }).toEqual(
      expectedHistory(before.matches('open'), step.event.type),
    );

    expect(after.value).toEqual(step.state.value);
    expect(after.context).toEqual(step.state.context);
    view = expectedAfter(view, step.event);
    expect({ open: after.matches('open'), serviceId: after.context.serviceId }).toEqual(view);
    if (after.matches('open')) expect(after.context.serviceId).not.toBeNull();
    // Closing keeps the last service, so the dialog fades out showing it.
    if (step.event.type !== 'service.open') expect(after.context.serviceId).toBe(before.context.serviceId);
    if (before.matches('closed') && step.event.type === 'service.open') {
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
    actor.send({ type: 'service.open', serviceId: 'publicity-solutions' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.serviceId).toBe('publicity-solutions');
  });

  test('closing keeps the last service so the dialog fades out with its content', () => {
    const actor = createActor(serviceDialogMachine).start();
    expect(actor.getSnapshot().context.serviceId).toBeNull();
    actor.send({ type: 'service.open', serviceId: 'digital-marketing' });
    actor.send({ type: 'service.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.serviceId).toBe('digital-marketing');
  });

  test('every way of closing leaves the dialog closed on the service it showed', () => {
    for (const type of ['service.close', 'service.choose', 'history.back'] as const) {
      const actor = createActor(serviceDialogMachine).start();
      actor.send({ type: 'service.open', serviceId: 'event-management' });
      actor.send({ type });
      expect(actor.getSnapshot().matches('closed')).toBe(true);
      expect(actor.getSnapshot().context.serviceId).toBe('event-management');
    }
  });
});
