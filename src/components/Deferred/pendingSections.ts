/**
 * A deferred section rendered on the client (after a client-side navigation to the home page)
 * has no prerendered HTML to show while its code downloads: it holds this empty, hidden marker
 * instead. Its own module, so that the header's anchor links can ask without pulling in the
 * sections' loading code.
 */
export const pendingSectionAttribute = 'data-pending-section';

/** Whether any section of the page is still waiting for its code. A section appearing above the
 * visitor's position would push the page down by its whole height. */
export const sectionsPending = () => document.querySelector(`[${pendingSectionAttribute}]`) !== null;
