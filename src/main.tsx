import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadPage } from './pageRegistry';
import { resolveRoute } from './routes';

const container = document.getElementById('root')!;
const route = resolveRoute(window.location.pathname);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Hydrate only when the HTML was prerendered for this very route: a static host answers unknown
// paths with 404.html, and an old host might answer with index.html (TOOLCHAIN.md).
if (container.dataset.route === route) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the visitor's first tap is handled sooner (TBT, npm run bench).
  void loadPage(route).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
