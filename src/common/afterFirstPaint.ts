/** Calls `then` in the frame after the next one: a script that runs before the page's first paint
 * (as a page's module script usually does, at the end of parsing) has its callback after that
 * paint, and one that runs after it, in the next frame but one. A hidden page paints nothing and
 * waits until it is shown. */
export function afterFirstPaint(then: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(then));
}
