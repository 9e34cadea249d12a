import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { whenShown } from '../support/render';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { MACHINES } from '../../scripts/machines-to-mermaid';
import { sectionHeadings } from '../../src/content/home';
import { consultationIntro, enquiryIntro } from '../../src/content/pagesIntro';

/*
 * The inspector switch (`VITE_INSPECT=true npm run dev`) shows every machine: each hook that
 * creates an actor passes `actorOptions()`. Here those options record the machine of every actor
 * started while the site's pages render, and every page's machine in machines/ must be among them.
 */
const started = new Set<string>();

vi.mock('../../src/common/inspect', () => ({
  actorOptions: () => ({
    inspect: (event: InspectionEvent) => {
      if (event.type !== '@xstate.actor') return;
      const logic = (event.actorRef as AnyActorRef & { logic?: { id?: string } }).logic;
      if (logic?.id) started.add(logic.id);
    },
  }),
}));

const { App } = await import('../../src/app/App');

/** The machines that `folder`'s code imports. */
const machinesOf = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(join(folder, file), 'utf8').matchAll(/machines\/(\w+Machine)(\.ts)?'/g)].map((m) => m[1]!),
    );
/** The machines that run on the site's pages: the others run in the server, or in the staff
 * inbox, an app of its own with its own inspector (src/inbox/inspect.ts). */
const elsewhere = new Set([...machinesOf('server'), ...machinesOf('src/inbox')]);
const pageMachines = MACHINES.filter((name) => !elsewhere.has(name));

const machineIds = await Promise.all(
  pageMachines.map(async (name) => {
    const module = (await import(`../../machines/${name}.ts`)) as Record<string, { id: string }>;
    return module[name]!.id;
  }),
);

test.each([
  ['/', sectionHeadings.contact.title],
  ['/start-project', enquiryIntro.title],
  ['/consultation', consultationIntro.title],
])('%s renders with the inspector attached', async (path, heading) => {
  window.history.replaceState(null, '', path);
  const { unmount } = render(<App />);
  expect(await whenShown(() => screen.queryByRole('heading', { name: heading }))).toBeInTheDocument();
  unmount();
});

test('every machine in machines/ shows in the inspector on the pages that use it', () => {
  expect(machineIds.length).toBe(pageMachines.length);
  expect([...started].sort()).toEqual(expect.arrayContaining([...machineIds].sort()));
  expect(machineIds.filter((id) => !started.has(id))).toEqual([]);
});
