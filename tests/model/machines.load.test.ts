import { createActor, StateMachine, type AnyStateMachine } from 'xstate';

/*
 * Every machine module in machines/ (found by name, so one added later is checked too) loads, and
 * its machine starts. Imported inside the test rather than at the top of the file, so that a
 * module that throws while loading (a target or an initial state that does not exist) fails a
 * test by name. Each machine's id is its file's name without "Machine" (the Stately inspector and
 * the measured UI replays tell machines apart by it), and it describes itself in a sentence
 * (docs/machines.md and the inspector show it).
 */

const modules = import.meta.glob<Record<string, unknown>>('../../machines/*Machine.ts');
/** What the machines that take an input need: the forms' endpoint, the submission's form, the gallery's count. */
const input = { form: 'enquiry', endpoint: '/api/leads', count: 3 };

test('machines/ holds the nine machines, and any added later', () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(9);
});

test.each(Object.keys(modules))('%s loads; its machine starts, named after its file and described', async (path) => {
  const name = path.split('/').at(-1)!.replace(/\.ts$/, '');
  const machine = (await modules[path]!())[name] as AnyStateMachine;
  expect(machine).toBeInstanceOf(StateMachine);
  const actor = createActor(machine, { input }).start();
  expect(actor.getSnapshot().status).toBe('active');
  actor.stop();
  expect(machine.id).toBe(name.replace(/Machine$/, ''));
  expect(machine.root.description).toMatch(/^\S.{20,}\.$/);
});
