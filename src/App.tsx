// Mantine's CSS first, so that our CSS modules, imported by the components below, override it.
import './theme/styles';
import { MantineProvider } from '@mantine/core';
import { Suspense, use, useEffect, type ComponentType } from 'react';
import { Router, useLocation } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary';
import { ErrorScreen } from './components/ErrorBoundary/ErrorScreen';
import { PageShell } from './components/PageShell/PageShell';
import { Toasts } from './components/Toasts/Toasts';
import { pageMeta } from './content/pages';
import { hydratedEvent } from './lib/hydratedEvent';
import { forgetPage, loadPage } from './pageRegistry';
import { resolveRoute } from './routes';
import { cssVariablesResolver, theme } from './theme/theme';

function RoutePage({ route }: { route: string }) {
  const { default: Page } = use(loadPage(route) as Promise<{ default: ComponentType }>);
  return <Page />;
}

function CurrentPage() {
  const [location] = useLocation();
  const route = resolveRoute(location);

  // The prerendered HTML carries each page's title; client-side navigation keeps it current.
  useEffect(() => {
    const meta = pageMeta[route];
    if (meta) document.title = meta.title;
  }, [route]);

  return (
    <ErrorBoundary
      key={route}
      fallback={(error, reset) => (
        <ErrorScreen
          error={error}
          onRetry={() => {
            forgetPage(route);
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={null}>
        <RoutePage route={route} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Marks the document once React has taken over the prerendered page (tests wait for it), and
 * tells the bootstrap, which then replays a press made before (src/lib/hydratedEvent.ts). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    document.dispatchEvent(new Event(hydratedEvent));
  }, []);
  return null;
}

/** The whole site. `ssrPath` is set when prerendering a route to HTML. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Toasts />
      <Router ssrPath={ssrPath}>
        <PageShell>
          <CurrentPage />
        </PageShell>
      </Router>
      {/* Last: effects run in order, so the page's own (the header's machine starting) come first. */}
      <HydrationMark />
    </MantineProvider>
  );
}
