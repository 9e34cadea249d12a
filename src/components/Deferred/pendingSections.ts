/**
 * A deferred section rendered on the client (after a client-side navigation to the home page)
 * has no prerendered HTML to show while its code downloads: it holds this empty, hidden marker
 * instead. Its own module, so that the header's anchor links can ask without pulling in the
 * sections' loading code.
 */
export const pendingSectionAttribute = 'data-pending-section';

/** Whether a section above `target` is still waiting for its code: when it arrives, it would
 * push the target down by its whole height. Sections below it move nothing. */
export function sectionsPendingAbove(target: Element) {
  for (const marker of document.querySelectorAll(`[${pendingSectionAttribute}]`))
    if (marker.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) return true;
  return false;
}
