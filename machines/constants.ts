/** The business constants of product rule S9 that behaviour depends on, named once. */

/** Lightbox zoom: the scale never goes below `ZOOM_MIN` or above `ZOOM_MAX`. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 6;
/** Each zoom-in multiplies the scale by this factor, each zoom-out divides by it. */
export const ZOOM_STEP = 1.2;

/** The gallery advances to the next slide after this long while it is playing. */
export const GALLERY_AUTOPLAY_MS = 3000;

/** A horizontal swipe must cover more than this distance to navigate. */
export const SWIPE_THRESHOLD_PX = 50;

/** The enquiry and consultation forms show their success view this long after submit. */
export const SUBMIT_DELAY_MS = 500;

/** With a form endpoint configured, a request unanswered after this long fails as timed out. */
export const FORM_TIMEOUT_MS = 15_000;

/** The home contact form stores its lead beside the WhatsApp hand-over: a failed store is tried
 * again after this long, doubling each time, until it has been tried `STORE_ATTEMPTS` times. */
export const STORE_RETRY_MS = 2000;
export const STORE_ATTEMPTS = 4;

/** The inbox's lead page says "Saved" this long after a change is stored, then goes quiet. */
export const CHANGE_SAVED_SHOWN_MS = 4000;
