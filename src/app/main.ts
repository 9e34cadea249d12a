import { afterFirstPaint } from '../common/afterFirstPaint';
import { resolveRoute } from '../content/routes';
import { pageFileOf, pageFiles } from './pages/pageFiles';

/*
 * The page's one module script, small and free of the app. The first paint needs only the HTML,
 * its CSS, fonts and first image: the app's code (React, Mantine, XState, the page) is asked for
 * once the browser has painted, so it neither competes with what that paint needs nor runs before
 * it. Until the app has hydrated, every control works natively (docs/architecture.md, "How a page
 * starts").
 */

afterFirstPaint(() => {
  // The page's code downloads beside the app's; a failure is the page's to retry and report
  // (lazyWithRetry), so it is not reported here.
  pageFiles[pageFileOf(resolveRoute(window.location.pathname))]?.().catch(() => {});
  void import('./start').then(({ startApp }) => startApp());
});
