/** Stacking order of what floats above the page: the fixed header (300, Header.module.css), the
 * modal dialogs and full-screen views above it, toasts (1000, App.tsx) above everything. */
export const MODAL_Z_INDEX = 500;
