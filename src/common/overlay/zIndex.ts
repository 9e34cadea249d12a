/** Stacking order of what floats above the page: the fixed header (300, Header.module.css), the
 * overlays and the notices over the page above it, and the skip link (1000, PageShell.module.css)
 * above everything. */
export const MODAL_Z_INDEX = 500;
