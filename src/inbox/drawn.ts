import type { DehydratedState } from '@tanstack/react-query';

/**
 * The list as the lead service draws it for a signed-in person (entry-server.tsx): the app's markup
 * in the page's root, and beside it the data it was drawn from, which the browser's app starts
 * from (main.tsx) to hydrate the same markup.
 */

/** The page's element holding the data: JSON in a script element that never runs, which the
 * inbox's content security policy allows as it is. */
const DRAWN_STATE_ID = 'inbox-drawn';

/** `template` (the built index.html) with `markup` in its root and `state` beside it. The JSON has
 * no `<`, so no value in it (a lead's message, say) can close its element. */
export function drawnPage(template: string, markup: string, state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  // React puts the page's title first: it belongs in the head, where the app looks for it.
  const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0] ?? '';
  return template
    .replace(/<title>[^<]*<\/title>/, (own) => title || own)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${markup.slice(title.length)}</div><script type="application/json" id="${DRAWN_STATE_ID}">${json}</script>`,
    );
}

/** The data the page was drawn from, or null when the app draws it itself. */
export function drawnState(document: Document): DehydratedState | null {
  const element = document.getElementById(DRAWN_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as DehydratedState) : null;
}
