/** A button pressed in a section before its code arrived, pressed again once it is hydrated. */
const pendingPresses = new Map<string, HTMLElement>();
const releases = new Map<string, () => void>();
/** Sections known to be needed now, and the waits to end when one is. */
const needed = new Set<string>();
const waiting = new Map<string, () => void>();

/** Ends the section's wait for the visitor to come near: a press in it, or no prerendered HTML
 * left to keep (its placeholder is on screen, e.g. back on the home page after another route). */
export function needNow(id: string) {
  needed.add(id);
  waiting.get(id)?.();
}

/**
 * A button pressed before the section is hydrated would do nothing (React cannot run code it has
 * not downloaded), so the press is held and replayed by `replayPendingPress` after hydration.
 * Links keep working as plain links all along. Called when the page's module is evaluated, before
 * React hydrates: a press made before the page's own code ran is held by the bootstrap
 * (scripts/build/bootstrap.ts), which makes it again once the app has hydrated, when the section
 * may still be waiting for its code.
 */
export function holdPresses(id: string) {
  if (typeof window === 'undefined' || releases.has(id)) return;
  const holdPress = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (!button || !button.closest(`#${id}`)) return;
    event.preventDefault();
    event.stopPropagation();
    pendingPresses.set(id, button);
    // A replayed press (scripts/build/bootstrap.ts) brings no pointerdown: start the code here.
    needNow(id);
  };
  // On window, capturing, so the press is held before React's own listener on the root sees it.
  window.addEventListener('click', holdPress, true);
  releases.set(id, () => window.removeEventListener('click', holdPress, true));
}

/**
 * Resolves when the prerendered element with this id is about to be needed: it comes within a
 * screen of the viewport, or the visitor points at, taps or tabs into it. Resolves at once when
 * the element is not in the page (a client-side render has no prerendered HTML to keep).
 */
export function whenNeeded(id: string, rootMargin = '800px 0px'): Promise<void> {
  const element = document.getElementById(id);
  if (!element || needed.has(id) || typeof IntersectionObserver === 'undefined') return Promise.resolve();

  return new Promise((resolve) => {
    const events = ['pointerdown', 'focusin', 'keydown', 'pointerenter'] as const;
    const done = () => {
      observer.disconnect();
      events.forEach((type) => element.removeEventListener(type, done));
      window.removeEventListener('hashchange', onHash);
      waiting.delete(id);
      resolve();
    };
    waiting.set(id, done);
    const onHash = () => {
      if (window.location.hash === `#${id}`) done();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin,
    });
    observer.observe(element);
    events.forEach((type) => element.addEventListener(type, done, { once: true }));
    window.addEventListener('hashchange', onHash);
  });
}

/** Called once the section is hydrated: stop holding presses, and replay the one held, if any. */
export function replayPendingPress(id: string) {
  releases.get(id)?.();
  releases.delete(id);
  const button = pendingPresses.get(id);
  pendingPresses.delete(id);
  if (button?.isConnected) button.click();
}
