// Mantine's CSS first, so that our CSS modules, imported by the components below, override it.
import './theme/styles';
import { MantineProvider } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { ErrorScreen } from './shell/ErrorScreen';
import { ChunkLoadError } from '../common/lazy/lazyWithRetry';
import { LoadFailed } from '../common/lazy/LoadFailed';
import { PageShell } from './shell/PageShell';
import { pageMeta } from '../content/pages';
import { ScrollOnNavigate } from './shell/ScrollOnNavigate';
import { pages } from './pages/pages';
import { resolveRoute } from '../content/routes';
import { cssVariablesResolver, theme } from './theme/theme';

/** Marks the document once the page in front of the visitor is interactive (the tests wait for it). */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function CurrentPage() {
  const [location] = useLocation();
  const route = resolveRoute(location);
  const Page = pages[route];

  // The prerendered HTML carries each page's title; client-side navigation keeps it current.
  useEffect(() => {
    const meta = pageMeta[route];
    if (meta) document.title = meta.title;
  }, [route]);

  return (
    <ErrorBoundary
      key={route}
      fallback={(error) => (error instanceof ChunkLoadError ? <LoadFailed /> : <ErrorScreen error={error} />)}
    >
      <Suspense fallback={null}>
        <Page />
        <ScrollOnNavigate location={location} />
        <PageReady />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The whole site. `ssrPath` is set when prerendering a route to HTML. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      // The theme's CSS variables are in each built page's head (themeStyles, entry-server.tsx):
      // rendered here, they were hydration's slowest single render (26-47 ms with the CPU 4×
      // slower). In development no page is prerendered, so the provider writes them.
      withCssVariables={import.meta.env.DEV}
    >
      <Router ssrPath={ssrPath}>
        <PageShell>
          <CurrentPage />
        </PageShell>
      </Router>
    </MantineProvider>
  );
}
