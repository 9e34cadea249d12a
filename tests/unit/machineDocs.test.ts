import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { DOC_PATH, generateMachinesDoc } from '../../scripts/machines-to-mermaid';

const machinesDir = join(dirname(DOC_PATH), '..', 'machines');
/** Every module in machines/, read from the folder: the nine of today and any added later. */
const modules = readdirSync(machinesDir).filter((file) => file.endsWith('.ts'));

async function exportedMachines(file: string): Promise<Array<[string, AnyStateMachine]>> {
  const module = (await import(pathToFileURL(join(machinesDir, file)).href)) as Record<string, unknown>;
  return Object.entries(module).filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine);
}

const stateNodes = (node: AnyStateNode): AnyStateNode[] =>
  (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child, ...stateNodes(child)]);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mermaidId = (node: AnyStateNode) => (node.path.length ? node.path.join('_') : 'machine');

/** The Mermaid chart under `## <name>` in the committed docs/machines.md, or undefined. */
function chartOf(doc: string, name: string): string | undefined {
  const section = doc.split(/^## /m).find((each) => each.startsWith(`${name}\n`));
  return section && /```mermaid\n([\s\S]*?)```/.exec(section)?.[1];
}

/** How a chart labels a transition's trigger: the event, `after 3000ms`, `done postForm`; a
 * delay computed from the context by its name, `after retryDelay`. */
function triggerLabel(machine: AnyStateMachine, transition: { eventType: string; delay?: number | string }) {
  if (transition.delay !== undefined) {
    const delays = machine.implementations.delays as Record<string, unknown>;
    const delay = typeof transition.delay === 'number' ? transition.delay : delays[transition.delay];
    return typeof delay === 'number' ? `after ${delay}ms` : `after ${String(transition.delay)}`;
  }
  return transition.eventType.replace(/^xstate\.(done|error)\.actor\./, '$1 ');
}

test('docs/machines.md matches the machines (regenerate with npm run docs:machines)', async () => {
  const expected = await generateMachinesDoc();
  const current = readFileSync(DOC_PATH, 'utf8');
  expect(current, 'docs/machines.md is stale: run `npm run docs:machines` and commit it').toBe(expected);
});

test('every machine in machines/ is exported by a file named after it, <name>Machine.ts', async () => {
  const found: string[] = [];
  for (const file of modules) {
    for (const [name] of await exportedMachines(file)) {
      expect(`${name}.ts`).toBe(file);
      expect(name).toMatch(/Machine$/);
      found.push(name);
    }
  }
  expect(found.length).toBeGreaterThanOrEqual(9);
});

test.each(modules.filter((file) => file.endsWith('Machine.ts')))(
  '%s has a chart in docs/machines.md, drawn from its own states and transitions',
  async (file) => {
    const name = file.slice(0, -'.ts'.length);
    const machine = (await exportedMachines(file)).find(([exported]) => exported === name)?.[1];
    expect(machine, `machines/${file} exports no machine named ${name}`).toBeDefined();
    const chart = chartOf(readFileSync(DOC_PATH, 'utf8'), name);
    expect(chart, `docs/machines.md has no chart of ${name}: run npm run docs:machines`).toBeDefined();

    const nodes = stateNodes(machine!.root);
    for (const node of nodes) {
      const id = mermaidId(node);
      // A state is named on a line of its own, `state "key" as id`, or `state id {` when it has states inside.
      expect(chart).toMatch(
        new RegExp(`^\\s*(${escape(id)}|state "${escape(node.key)}" as ${escape(id)}|state ${escape(id)} \\{)$`, 'm'),
      );
    }
    for (const node of [machine!.root, ...nodes]) {
      for (const transition of [...node.transitions.values()].flat()) {
        const label = triggerLabel(machine!, transition);
        for (const target of transition.target ?? []) {
          // An arrow into the target (or into the "(any state)" box, for a transition that stays
          // inside the state that defines it), labelled with the trigger.
          const into = target === node && target.type !== 'atomic' ? `${mermaidId(node)}_any` : mermaidId(target);
          expect(chart).toMatch(new RegExp(`--> ${escape(into)}: (.*<br/>)?${escape(label)}( |<br/>|$)`, 'm'));
        }
        if (!transition.target?.length)
          expect(chart).toMatch(new RegExp(`: (.*<br/>)?${escape(label)}( |<br/>|$)`, 'm'));
      }
    }
  },
);

test('charts show guards, actions, timers and transitions from any state', async () => {
  const doc = await generateMachinesDoc();
  expect(doc).toContain('open_playing --> open_playing: after 3000ms / showNext');
  expect(doc).toContain('open_any --> open_any: zoom.in [canZoomIn] / zoomIn<br/>zoom.out [canZoomOut] / zoomOut');
  expect(doc).toContain('machine_any --> oneCategory: filter.select [isKnownCategory] / selectCategory');
  expect(doc).toContain('open --> closed: lightbox.close / resetView, popHistoryEntry<br/>history.back / resetView');
});
