/**
 * Resolves when the prerendered element with this id is about to be needed: it comes within a
 * screen of the viewport, or the visitor points at, taps or tabs into it. Resolves at once when
 * the element is not in the page (a client-side render has no prerendered HTML to keep).
 */
export function whenNeeded(id: string, rootMargin = '800px 0px'): Promise<void> {
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const events = ['pointerdown', 'focusin', 'keydown', 'pointerenter'] as const;
    const done = () => {
      observer.disconnect();
      events.forEach((type) => element.removeEventListener(type, done));
      window.removeEventListener('hashchange', onHash);
      resolve();
    };
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
