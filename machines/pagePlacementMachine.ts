import { assign, setup } from 'xstate';

/**
 * Where a page opens after a client-side navigation, as a browser places a page it loads: a link
 * to another path opens its page at the top, or at its `#anchor`, once the page has rendered (its
 * code may arrive after the link was followed, so the page renders later than the path changes).
 * A section whose own code has not arrived when its page renders (a home section that is a chunk
 * of its own) is placed when it arrives, as the browser would have placed it had it been there.
 * The first page, and Back and Forward, are the browser's to place (it restores where the visitor
 * was); an overlay's history entry keeps the path and places nothing.
 *
 * - `history.pushed`: the router pushed or replaced a history entry (a link, a redirect, an
 *   overlay's own entry); `path` is the location's path after it.
 * - `history.popped`: Back or Forward; `path` is the location's path after it.
 * - `page.rendered`: the page of the current location has rendered; `anchor` is the address's
 *   `#anchor` (null when it has none), `found` whether an element with that id is on the page.
 * - `section.arrived`: the section with id `id` has rendered.
 */
/** What a rendered page reports of its address's `#anchor`: `found` only where it has one. */
type Rendered = { anchor: string | null; found: boolean };

export const pagePlacementMachine = setup({
  types: {} as {
    context: { path: string; anchor: string | null };
    input: { path: string };
    events:
      | { type: 'history.pushed'; path: string }
      | { type: 'history.popped'; path: string }
      | { type: 'page.rendered'; anchor: string | null; found: boolean }
      | { type: 'section.arrived'; id: string };
  },
  actions: {
    /** Provided by the UI: put the page at its top. */
    placePage: () => {},
    /** Provided by the UI: put the page at the element with id `id`. */
    placeSection: (_, _params: { id: string }) => {},
    followPath: assign({ path: ({ context, event }) => ('path' in event ? event.path : context.path) }),
    awaitSection: assign({ anchor: (_, page: { anchor: string | null }) => page.anchor }),
    forgetSection: assign({ anchor: null }),
  },
  guards: {
    /** Only a new path is a new page: an overlay's entry keeps the path. */
    leavesPage: ({ context, event }) => 'path' in event && event.path !== context.path,
    /** The address names a section, and it is on the page. */
    sectionFound: (_, page: Rendered) => page.found,
    /** The address names a section that is not on the page yet. */
    sectionMissing: (_, page: Rendered) => page.anchor !== null && !page.found,
    /** The section that arrived is the one the link led to. */
    isAwaited: ({ context }, section: { id: string }) => section.id === context.anchor,
  },
}).createMachine({
  id: 'pagePlacement',
  description:
    'Places the page a link led to, at its top or #anchor, once it has rendered, or its section once that arrives; the first page, Back and Forward are left to the browser.',
  context: ({ input }) => ({ path: input.path, anchor: null }),
  initial: 'settled',
  on: {
    'history.pushed': { guard: 'leavesPage', target: '.awaitingPage', actions: ['followPath', 'forgetSection'] },
    // The browser puts the visitor back where they were on that entry; a placement owed is dropped.
    'history.popped': { target: '.settled', actions: ['followPath', 'forgetSection'] },
  },
  states: {
    /** The page is where it belongs: placed, or left to the browser. */
    settled: {},
    /** A link has led to another path; its page is placed once it has rendered. */
    awaitingPage: {
      on: {
        'page.rendered': [
          {
            guard: { type: 'sectionFound', params: ({ event }) => event },
            target: 'settled',
            actions: { type: 'placeSection', params: ({ event }) => ({ id: event.anchor! }) },
          },
          {
            guard: { type: 'sectionMissing', params: ({ event }) => event },
            target: 'awaitingSection',
            actions: ['placePage', { type: 'awaitSection', params: ({ event }) => event }],
          },
          { target: 'settled', actions: 'placePage' },
        ],
      },
    },
    /** The page is at its top, its `#anchor`'s section on the way; it is placed there when it arrives. */
    awaitingSection: {
      on: {
        'section.arrived': {
          guard: { type: 'isAwaited', params: ({ event }) => event },
          target: 'settled',
          actions: [{ type: 'placeSection', params: ({ context }) => ({ id: context.anchor! }) }, 'forgetSection'],
        },
      },
    },
  },
});
