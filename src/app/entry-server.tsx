import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './App';
import { images } from '../content/images';
import { cssVariablesResolver, theme } from './theme/theme';

/** Renders one route to HTML, once every lazily loaded part of it has arrived (scripts/prerender.ts). */
export async function renderRoute(path: string): Promise<string> {
  // React outlines large Suspense boundaries into a script-revealed template by default; the static
  // HTML must read without JavaScript, so nothing is outlined.
  const { prelude } = await prerenderToNodeStream(<App ssrPath={path} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The theme's CSS variables, as the `<style>` element Mantine renders, for each page's head: the
 * app's provider leaves them out (App.tsx). */
export function themeStyles(): string {
  return renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withGlobalClasses={false} />,
  );
}

export { pageMeta } from '../content/pages';
export const heroImage = images.hero;
export { pageSourceFile } from './pages/routes';
export { siteRoutes, notFoundRoute } from '../content/routes';
export { buildHead, buildRobots, buildSitemap } from './seo/head';
export { configuredFormEndpoint } from '../config/formEndpoint';
