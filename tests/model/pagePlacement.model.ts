import type { EventFromLogic } from 'xstate';
import { pagePlacementMachine } from '../../machines/pagePlacementMachine';
import { homeAnchors, paths } from '../../src/content/routes';
import type { MachineModel } from '../support/machineModel';

/*
 * The page placement machine's model: the router's entries and Back/Forward between two paths,
 * the page rendering with or without the section its address names, and sections arriving on
 * their own. Shared by the machine replay (pagePlacement.machine.test.ts), the rendered router's
 * (pagePlacement.ui.test.tsx) and the browser's (tests/e2e/placement.model.spec.ts). The site
 * opens on the home page.
 */

export type PagePlacementEvent = EventFromLogic<typeof pagePlacementMachine>;

export const FIRST_PATH = paths.home;
export const OTHER_PATH = paths.privacy;
/** The section links lead to, whose code may arrive after its page's. */
export const SECTION = homeAnchors.contact;
/** Another section, arriving on its own too. */
export const OTHER_SECTION = homeAnchors.about;

/** What the visitor has been through, as far as placing the page goes. */
export interface Visit {
  /** The location's path. */
  path: string;
  /** Whether a link has led to another path whose page has not rendered yet. */
  owed: boolean;
  /** The section a link led to that was not on its page when it rendered, until it arrives. */
  awaited: string | null;
}

/** Where the page is put: at its top, or at the element with that id. */
export type Placement = 'top' | `#${string}`;

/**
 * The visit after `event`, and where the page is placed by it (null: it is not), written apart
 * from the chart, as a browser does it on full page loads: following a link to another path loads
 * a page, placed when it shows, at the section its address names if that is there, else at its
 * top, and at that section once it shows; an entry on the same path (an overlay's) loads nothing;
 * Back and Forward restore the page as the visitor left it, whatever a link before them still owed.
 */
export function visitAfter(visit: Visit, event: PagePlacementEvent): { visit: Visit; places: Placement | null } {
  switch (event.type) {
    case 'history.pushed': {
      if (event.path === visit.path) return { visit, places: null };
      return { visit: { path: event.path, owed: true, awaited: null }, places: null };
    }
    case 'history.popped':
      return { visit: { path: event.path, owed: false, awaited: null }, places: null };
    case 'page.rendered': {
      if (!visit.owed) return { visit, places: null };
      const placed = { ...visit, owed: false };
      if (event.anchor === null) return { visit: placed, places: 'top' };
      if (event.found) return { visit: placed, places: `#${event.anchor}` };
      return { visit: { ...placed, awaited: event.anchor }, places: 'top' };
    }
    case 'section.arrived':
      if (visit.awaited !== event.id) return { visit, places: null };
      return { visit: { ...visit, awaited: null }, places: `#${event.id}` };
  }
}

/** The state the placement is in on `visit`. */
export const stateOf = (visit: Visit) => (visit.owed ? 'awaitingPage' : visit.awaited ? 'awaitingSection' : 'settled');

/** The placement's model: the visit after each event, as `visitAfter` has it. */
export const pagePlacementModel: MachineModel<typeof pagePlacementMachine, Visit> = {
  machine: pagePlacementMachine,
  events: [
    ...[FIRST_PATH, OTHER_PATH].flatMap((path) => [
      { type: 'history.pushed', path } as const,
      { type: 'history.popped', path } as const,
    ]),
    { type: 'page.rendered', anchor: null, found: false },
    { type: 'page.rendered', anchor: SECTION, found: true },
    { type: 'page.rendered', anchor: SECTION, found: false },
    { type: 'section.arrived', id: SECTION },
    { type: 'section.arrived', id: OTHER_SECTION },
  ],
  input: { path: FIRST_PATH },
  view: {
    initial: { path: FIRST_PATH, owed: false, awaited: null },
    after: (visit, event) => visitAfter(visit, event).visit,
    // The state says whether a placement is owed; its context, where and what section is awaited.
    of: ({ value, context }) => ({ path: context.path, owed: value === 'awaitingPage', awaited: context.anchor }),
  },
};
