import { assign, setup } from 'xstate';

/**
 * Where a page opens after a client-side navigation, as a browser places a page it loads: a link
 * to another path opens its page at the top, or at its `#anchor`, once the page has rendered (its
 * code may arrive after the link was followed, so the page renders later than the path changes).
 * The first page, and Back and Forward, are the browser's to place (it restores where the visitor
 * was); an overlay's history entry keeps the path and places nothing.
 *
 * - `history.pushed`: the router pushed or replaced a history entry (a link, a redirect, an
 *   overlay's own entry); `path` is the location's path after it.
 * - `history.popped`: Back or Forward; `path` is the location's path after it.
 * - `page.rendered`: the page of the current location has rendered.
 */
export const pagePlacementMachine = setup({
  types: {} as {
    context: { path: string };
    input: { path: string };
    events:
      { type: 'history.pushed'; path: string } | { type: 'history.popped'; path: string } | { type: 'page.rendered' };
  },
  actions: {
    /** Provided by the UI: put the page at its `#anchor`, or at its top when it has none. */
    placePage: () => {},
    followPath: assign({ path: ({ context, event }) => ('path' in event ? event.path : context.path) }),
  },
  guards: {
    /** Only a new path is a new page: an overlay's entry keeps the path. */
    leavesPage: ({ context, event }) => 'path' in event && event.path !== context.path,
  },
}).createMachine({
  id: 'pagePlacement',
  description:
    'Places the page a link led to, at its top or #anchor, once it has rendered; the first page, Back and Forward are left to the browser.',
  context: ({ input }) => ({ path: input.path }),
  initial: 'settled',
  on: {
    'history.pushed': { guard: 'leavesPage', target: '.awaitingPage', actions: 'followPath' },
    // The browser puts the visitor back where they were on that entry; a placement owed is dropped.
    'history.popped': { target: '.settled', actions: 'followPath' },
  },
  states: {
    /** The page is where it belongs: placed, or left to the browser. */
    settled: {},
    /** A link has led to another path; its page is placed once it has rendered. */
    awaitingPage: {
      on: { 'page.rendered': { target: 'settled', actions: 'placePage' } },
    },
  },
});
