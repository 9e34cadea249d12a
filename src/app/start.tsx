import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { resolveRoute } from '../content/routes';
import { pageOf } from './pages/routes';

/** Hydrates the prerendered page, or renders the app afresh where the HTML belongs to another route. */
export function startApp() {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );

  // Hydrate only when the HTML was prerendered for this very route: a static host answers an
  // unknown path with 404.html (or, some hosts, index.html), whose markup belongs to another route.
  const route = resolveRoute(window.location.pathname);
  if (container.dataset.route === route) {
    // The page's code first (the entry started its download beside this module's): hydrated
    // without it, the whole page would be left as server HTML, its presses lost, until React's
    // lowest-priority retry once it came. As a transition, hydration then yields to the browser
    // every few milliseconds instead of holding the main thread for the whole page, and a press
    // meanwhile hydrates the section it lands in first.
    void pageOf(route)
      .Page.preload()
      .then(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
