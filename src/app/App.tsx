// Mantine's CSS first, so that our CSS modules, imported by the components below, override it.
import './theme/styles';
import { MantineProvider } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Route, Router, Switch, useLocation, useRouter } from 'wouter';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { ErrorScreen } from './shell/ErrorScreen';
import { ChunkLoadError } from '../common/lazy/lazyWithRetry';
import { LoadFailed } from '../common/lazy/LoadFailed';
import { PageShell } from './shell/PageShell';
import { pageMeta } from '../content/pages';
import { usePagePlacement } from '../common/navigation/usePagePlacement';
import { ScrollOnNavigate } from './shell/ScrollOnNavigate';
import { PagePlacementContext } from '../common/navigation/pagePlacement';
import { notFoundPage, routeTable } from './pages/routes';
import { resolveRoute } from '../content/routes';
import { cssVariablesResolver, theme } from './theme/theme';

/** Marks the document once the page in front of the visitor is interactive (the tests wait for it). */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The page of the current location, from the route table. The table is matched against the
 * location as `resolveRoute` names it (trailing slashes dropped, any other path the 404 page), the
 * same name the prerendered HTML carries, so hydration meets the page it rendered. */
function CurrentPage() {
  const [location] = useLocation();
  const route = resolveRoute(location);
  const placement = usePagePlacement(location);

  // The prerendered head carries each page's title, written by the head builder with the rest of
  // the head; rendered here it would land in #root, a second title in the body. In the browser
  // React takes the head's title over and keeps it current as the route changes.
  const prerendering = useRouter().ssrPath !== undefined;
  const title = pageMeta[route]?.title;

  return (
    // The page's sections tell the placement when they arrive (Section.tsx).
    <PagePlacementContext value={placement}>
      {!prerendering && title && <title>{title}</title>}
      <ErrorBoundary
        key={route}
        fallback={(error) => (error instanceof ChunkLoadError ? <LoadFailed /> : <ErrorScreen error={error} />)}
      >
        <Suspense fallback={null}>
          <Switch location={route}>
            {routeTable.map(({ path, Page }) => (
              <Route key={path} path={path}>
                <Page />
              </Route>
            ))}
            <Route>
              <notFoundPage.Page />
            </Route>
          </Switch>
          <ScrollOnNavigate placement={placement} location={location} />
          <PageReady />
        </Suspense>
      </ErrorBoundary>
    </PagePlacementContext>
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
      // rendered here, they were hydration's slowest single render. In development no page is
      // prerendered, so the provider writes them.
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
