import { createActor } from 'xstate';
import { contactFormMachine } from '../../machines/contactFormMachine';
import { recordCoverage, type ModelPath } from '../support/model';
import {
  contactFormModel,
  describeContactPath,
  expectedAfter,
  LINK,
  OTHER_LINK,
  type ContactEvent,
  type ContactView,
} from './contactForm.model';

const model = contactFormModel('contactFormMachine');

afterAll(() => recordCoverage(model.coverage));

function replay(path: ModelPath<ContactEvent>) {
  const clearFields = vi.fn();
  const actor = createActor(contactFormMachine.provide({ actions: { clearFields } })).start();
  let handOvers = 0;
  let expected: ContactView = { view: 'editing', link: null };
  for (const step of path.steps) {
    const before = actor.getSnapshot();
    actor.send(step.event);
    const after = actor.getSnapshot();
    expect(after.value).toEqual(step.state.value);
    expect(after.context).toEqual(step.state.context);
    expected = expectedAfter(expected, step.event);
    expect({ view: after.value, link: after.context.link }).toEqual(expected);

    // A hand-over happened: the window opened, or the visitor clicked the ready-made link.
    if (
      step.event.type === 'handover.opened' ||
      (step.event.type === 'handover.linkClicked' && before.matches('blocked'))
    ) {
      handOvers += 1;
    }
    expect(clearFields).toHaveBeenCalledTimes(handOvers);

    if (after.matches('blocked')) {
      // The fields stay; the link to click is the one the browser refused.
      expect(after.context.link).toBe(step.event.type === 'handover.blocked' ? step.event.link : before.context.link);
    } else {
      expect(after.context.link).toBeNull();
    }
  }
}

describe('contact form machine: every edge of the model', () => {
  test('covers every state and transition', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(model.paths.map((path) => [describeContactPath(path), path] as const))('%s', (_description, path) => {
    replay(path);
  });
});

describe('contact form machine: behaviour', () => {
  test('after a hand-over, the next edit starts a new message: the sent note goes', () => {
    const actor = createActor(contactFormMachine).start();
    actor.send({ type: 'handover.opened' });
    expect(actor.getSnapshot().value).toBe('sent');
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  test('an opened WhatsApp window means sent (the page shows the toast) and clears the fields', () => {
    const clearFields = vi.fn();
    const actor = createActor(contactFormMachine.provide({ actions: { clearFields } })).start();
    actor.send({ type: 'handover.opened' });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(clearFields).toHaveBeenCalledOnce();
  });

  test('a blocked window keeps the fields and offers the link; clicking it completes the hand-over', () => {
    const clearFields = vi.fn();
    const actor = createActor(contactFormMachine.provide({ actions: { clearFields } })).start();
    actor.send({ type: 'handover.blocked', link: LINK });
    expect(actor.getSnapshot().value).toBe('blocked');
    expect(actor.getSnapshot().context.link).toBe(LINK);
    expect(clearFields).not.toHaveBeenCalled();
    actor.send({ type: 'handover.linkClicked' });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.link).toBeNull();
    expect(clearFields).toHaveBeenCalledOnce();
  });

  test('editing after a block drops the stale link and keeps the fields', () => {
    const clearFields = vi.fn();
    const actor = createActor(contactFormMachine.provide({ actions: { clearFields } })).start();
    actor.send({ type: 'handover.blocked', link: LINK });
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.link).toBeNull();
    expect(clearFields).not.toHaveBeenCalled();
  });

  test('a second blocked submit replaces the link with the new text', () => {
    const actor = createActor(contactFormMachine).start();
    actor.send({ type: 'handover.blocked', link: LINK });
    actor.send({ type: 'handover.blocked', link: OTHER_LINK });
    expect(actor.getSnapshot().context.link).toBe(OTHER_LINK);
  });

  test('a clicked link means nothing while editing: not sent, no clearing', () => {
    const clearFields = vi.fn();
    const actor = createActor(contactFormMachine.provide({ actions: { clearFields } })).start();
    actor.send({ type: 'handover.linkClicked' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(clearFields).not.toHaveBeenCalled();
  });
});
