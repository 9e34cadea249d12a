import type { EventFromLogic } from 'xstate';
import { pagePlacementMachine } from '../../machines/pagePlacementMachine';
import { paths } from '../../src/content/routes';
import { createModel } from '../support/model';

/*
 * The page placement machine's model: the router's entries and Back/Forward between two paths,
 * and the page rendering. Shared by the machine replay (pagePlacement.machine.test.ts) and the
 * rendered router's (pagePlacement.ui.test.tsx). The site opens on the home page.
 */

export type PagePlacementEvent = EventFromLogic<typeof pagePlacementMachine>;

export const FIRST_PATH = paths.home;
export const OTHER_PATH = paths.privacy;

export function pagePlacementModel(name = 'pagePlacement') {
  return createModel(pagePlacementMachine, name, {
    events: [
      ...[FIRST_PATH, OTHER_PATH].flatMap((path) => [
        { type: 'history.pushed', path } as const,
        { type: 'history.popped', path } as const,
      ]),
      { type: 'page.rendered' },
    ] satisfies PagePlacementEvent[],
    input: { path: FIRST_PATH },
  });
}

/** What the visitor has been through, as far as placing the page goes. */
export interface Visit {
  /** The location's path. */
  path: string;
  /** Whether a link has led to another path whose page has not rendered yet. */
  owed: boolean;
}

/**
 * The visit after `event`, and whether the page is placed by it, written apart from the chart, as
 * a browser does it on full page loads: following a link to another path loads a page, placed
 * when it shows; an entry on the same path (an overlay's) loads nothing; Back and Forward restore
 * the page as the visitor left it, whatever a link before them still owed.
 */
export function visitAfter(visit: Visit, event: PagePlacementEvent): { visit: Visit; places: boolean } {
  switch (event.type) {
    case 'history.pushed':
      return { visit: { path: event.path, owed: visit.owed || event.path !== visit.path }, places: false };
    case 'history.popped':
      return { visit: { path: event.path, owed: false }, places: false };
    case 'page.rendered':
      return { visit: { ...visit, owed: false }, places: visit.owed };
  }
}
