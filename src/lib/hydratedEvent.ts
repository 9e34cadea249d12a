/**
 * Dispatched on `document` once React has taken over the prerendered page. The inline bootstrap
 * (scripts/build/bootstrap.ts) holds a button press made before then, and presses the button
 * again on this event.
 */
export const hydratedEvent = 'app:hydrated';
