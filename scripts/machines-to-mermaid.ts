/**
 * Writes docs/machines.md: for every machine in machines/, its one-sentence description and a Mermaid
 * `stateDiagram-v2` chart generated from the machine's own state nodes and transitions, so the
 * charts cannot drift from the code.
 *
 *   npx tsx scripts/machines-to-mermaid.ts           writes docs/machines.md
 *   npx tsx scripts/machines-to-mermaid.ts --check   exits 1 when docs/machines.md is stale
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DOC_PATH = join(root, 'docs', 'machines.md');

/** Every machine in machines/, read from the folder: `machines/<name>.ts` exports `<name>`, and
 * a file is a machine's when its name ends in `Machine.ts`. A new machine gets its chart unasked. */
export const MACHINES = readdirSync(join(root, 'machines'))
  .filter((file) => file.endsWith('Machine.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

interface TransitionLike {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
  actions: readonly unknown[];
  delay?: number | string;
}

/** A name for an action or guard as the machine refers to it: `'zoomIn'`, `{ type: 'isCategory', params }`. */
function implementationName(implementation: unknown): string {
  if (typeof implementation === 'string') return implementation;
  if (typeof implementation === 'function') {
    const { type, name } = implementation as { type?: string; name?: string };
    return (type || name || 'inline').replace(/^xstate\./, '');
  }
  if (implementation && typeof implementation === 'object' && 'type' in implementation) {
    const { type, params } = implementation as { type: string; params?: unknown };
    // Fixed params tell the reader which case a guard picks (`isCategory(Graphic Design)`); params
    // computed from the event at run time say nothing on a chart.
    if (params && typeof params === 'object') return `${type}(${Object.values(params).join(', ')})`;
    return type;
  }
  return 'inline';
}

function delayLabel(machine: AnyStateMachine, delay: number | string): string {
  const resolved =
    typeof delay === 'number' ? delay : (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof resolved === 'number' ? `after ${resolved}ms` : `after ${delay}`;
}

/** `event [guard] / action, action`, with characters Mermaid reads as syntax left out. */
function transitionLabel(machine: AnyStateMachine, transition: TransitionLike): string {
  const event =
    transition.delay !== undefined
      ? delayLabel(machine, transition.delay)
      : transition.eventType === ''
        ? 'always'
        : transition.eventType.replace(/^xstate\.(done|error)\.actor\./, '$1 ');
  const guard = transition.guard === undefined ? '' : ` [${implementationName(transition.guard)}]`;
  const actions = transition.actions.length ? ` / ${transition.actions.map(implementationName).join(', ')}` : '';
  return `${event}${guard}${actions}`.replace(/[:;#{}"]/g, ' ');
}

const mermaidId = (node: AnyStateNode) => (node.path.length ? node.path.join('_') : 'machine');

/** The "(any state)" box that stands for every state inside `owner`. */
const anyStateId = (owner: AnyStateNode) => `${mermaidId(owner)}_any`;

const hasChildren = (node: AnyStateNode) => Object.keys(node.states).length > 0;

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let current = node.parent; current; current = current.parent) chain.push(current);
  return chain;
}

interface Edge {
  /** The composite whose block the edge is written in (Mermaid keeps a state in the block where it is
   * first named, so an edge written anywhere else would move its states). */
  block: AnyStateNode;
  from: string;
  to: string;
  labels: string[];
}

/**
 * Every transition of `node` and its descendants. A transition that a composite (or the machine
 * itself) defines for all the states inside it, and that stays inside it, is drawn from an
 * "(any state)" box in the composite: Mermaid cannot draw an edge from a box to its own contents.
 */
function edges(machine: AnyStateMachine, node: AnyStateNode): Edge[] {
  const own: TransitionLike[] = [
    ...[...node.transitions.values()].flat(),
    ...((node.always ?? []) as TransitionLike[]).map((transition) => ({ ...transition, eventType: '' })),
  ];
  const out: Edge[] = [];
  for (const transition of own) {
    const label = transitionLabel(machine, transition);
    for (const target of transition.target?.length ? transition.target : [node]) {
      const inside = target === node || ancestors(target).includes(node);
      if (hasChildren(node) && inside) {
        out.push({
          block: node,
          from: anyStateId(node),
          to: target === node ? anyStateId(node) : mermaidId(target),
          labels: [label],
        });
        continue;
      }
      const targetAncestors = new Set(ancestors(target));
      const block = ancestors(node).find((ancestor) => targetAncestors.has(ancestor) && ancestor !== target);
      out.push({ block: block ?? machine.root, from: mermaidId(node), to: mermaidId(target), labels: [label] });
    }
  }
  for (const child of Object.values(node.states) as AnyStateNode[]) out.push(...edges(machine, child));
  return out;
}

/** One arrow per pair of states, its label one line per transition. */
function mergeEdges(all: Edge[]): Edge[] {
  const merged = new Map<string, Edge>();
  for (const edge of all) {
    const key = `${edge.from} ${edge.to}`;
    const existing = merged.get(key);
    if (existing) existing.labels.push(...edge.labels);
    else merged.set(key, { ...edge, labels: [...edge.labels] });
  }
  return [...merged.values()];
}

/** The timer that `after` schedules on entry and cancels on exit: the transition label shows it. */
const isAfterTimer = (action: unknown) => {
  const { id, sendId } = action as { id?: unknown; sendId?: unknown };
  return String(id ?? sendId).startsWith('xstate.after.');
};

function notes(node: AnyStateNode): string[] {
  const entry = node.entry.filter((action) => !isAfterTimer(action));
  const exit = node.exit.filter((action) => !isAfterTimer(action));
  const lines = [
    ...(entry.length ? [`entry / ${entry.map(implementationName).join(', ')}`] : []),
    ...(exit.length ? [`exit / ${exit.map(implementationName).join(', ')}`] : []),
    ...node.invoke.map((invoke) => `invoke ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`),
  ];
  return lines.map((line) => line.replace(/[:;#{}"]/g, ' '));
}

/** The lines of a composite's block: its states, initial arrow, notes and the edges that belong in it. */
function block(node: AnyStateNode, allEdges: Edge[], indent: string): string[] {
  const lines: string[] = [];
  const children = Object.values(node.states) as AnyStateNode[];
  const initial = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    const id = mermaidId(child);
    // Naming every state in its own block keeps it there, wherever its edges are written.
    if (id !== child.key) lines.push(`${indent}state "${child.key}" as ${id}`);
    if (hasChildren(child)) {
      lines.push(`${indent}state ${id} {`, ...block(child, allEdges, `${indent}  `), `${indent}}`);
    } else if (id === child.key) {
      lines.push(`${indent}${id}`);
    }
    if (node.type === 'parallel') return;
    const note = notes(child);
    if (note.length) {
      lines.push(`${indent}note right of ${id}`, ...note.map((line) => `${indent}  ${line}`), `${indent}end note`);
    }
  });
  const own = allEdges.filter((edge) => edge.block === node);
  if (own.some((edge) => edge.from === anyStateId(node))) {
    const name = node.parent ? `any ${node.key} state` : 'any state';
    lines.push(`${indent}state "(${name})" as ${anyStateId(node)}`);
  }
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const edge of own) lines.push(`${indent}${edge.from} --> ${edge.to}: ${edge.labels.join('<br/>')}`);
  for (const child of children) if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  return lines;
}

/** A Mermaid `stateDiagram-v2` chart of the machine. */
export function machineToMermaid(machine: AnyStateMachine): string {
  return ['stateDiagram-v2', ...block(machine.root, mergeEdges(edges(machine, machine.root)), '  ')].join('\n');
}

/** The machine's `description`, or else the first paragraph of the comment above it. */
function descriptionOf(machine: AnyStateMachine, source: string): string {
  if (machine.root.description) return machine.root.description;
  const comment = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const/.exec(source)?.[1] ?? '';
  const text = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .trim();
  if (!text) throw new Error(`${machine.id}: set a description on the machine config`);
  return text;
}

async function loadMachine(name: string): Promise<{ machine: AnyStateMachine; source: string }> {
  const file = join(root, 'machines', `${name}.ts`);
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const machine = module[name] as AnyStateMachine | undefined;
  if (!machine || typeof machine !== 'object' || !('root' in machine)) {
    throw new Error(`machines/${name}.ts does not export a machine named ${name}`);
  }
  return { machine, source: readFileSync(file, 'utf8') };
}

/** The whole of docs/machines.md. */
export async function generateMachinesDoc(names: readonly string[] = MACHINES): Promise<string> {
  const sections: string[] = [];
  for (const name of names) {
    const { machine, source } = await loadMachine(name);
    sections.push(
      [
        `## ${name}`,
        '',
        descriptionOf(machine, source),
        '',
        `Source: [machines/${name}.ts](../machines/${name}.ts), machine id \`${machine.id}\`.`,
        '',
        '```mermaid',
        machineToMermaid(machine),
        '```',
      ].join('\n'),
    );
  }
  return [
    '# State machines',
    '',
    '<!-- Generated by scripts/machines-to-mermaid.ts (npm run docs:machines) from machines/. Do not edit. -->',
    '',
    'Every stateful behaviour of the site is an XState machine in `machines/`. These charts are generated',
    'from the machines themselves, and a unit test fails when this file no longer matches them.',
    '',
    '- `[*]` marks the initial state; a box inside a box is a nested state.',
    '- A transition reads `event [guard] / actions`; `after 3000ms` is a timer.',
    '- A transition from an "(any state)" box is handled by the machine, or by the enclosing state,',
    '  whichever state inside it is current.',
    '',
    'Paste a machine file into the Stately visualiser for an interactive version.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}

async function main() {
  const check = process.argv.includes('--check');
  const doc = await generateMachinesDoc();
  if (!check) {
    writeFileSync(DOC_PATH, doc);
    console.log(`Wrote ${DOC_PATH} (${MACHINES.length} machines).`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(DOC_PATH, 'utf8');
  } catch {
    // A missing file is as stale as a wrong one.
  }
  if (current === doc) {
    console.log('docs/machines.md is up to date.');
    return;
  }
  const [expectedLines, currentLines] = [doc.split('\n'), current.split('\n')];
  const length = Math.max(expectedLines.length, currentLines.length);
  const line = (Array.from({ length }, (_, index) => index).find((i) => expectedLines[i] !== currentLines[i]) ?? 0) + 1;
  console.error(
    `docs/machines.md is out of date with machines/ (first difference at line ${line}).\n` +
      'Run `npx tsx scripts/machines-to-mermaid.ts` (npm run docs:machines) and commit the result.',
  );
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
