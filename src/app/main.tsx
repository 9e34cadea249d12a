import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { resolveRoute } from '../content/routes';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Hydrate only when the HTML was prerendered for this very route: a static host answers an
// unknown path with 404.html (or, some hosts, index.html), whose markup belongs to another route.
if (container.dataset.route === resolveRoute(window.location.pathname)) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page, so a press meanwhile is handled sooner.
  startTransition(() => void hydrateRoot(container, app));
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
