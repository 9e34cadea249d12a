import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageMeta } from '../../src/content/pages';
import { notFoundRoute, pageNameOf, paths, resolveRoute, routes, siteRoutes } from '../../src/content/routes';

/** The pages as the folder holds them: the oracle for the names the route list gives. */
const pagesOnDisk = readdirSync(join(process.cwd(), 'src', 'app', 'pages'))
  .filter((file) => file.endsWith('.page.tsx'))
  .map((file) => file.slice(0, -'.page.tsx'.length));

describe('the route list (src/content/routes.ts)', () => {
  test('every route shows a page file of src/app/pages, and every page file there is some route’s', () => {
    const shown = siteRoutes.map(pageNameOf);
    expect(pagesOnDisk).toEqual(expect.arrayContaining(shown));
    expect(shown).toEqual(expect.arrayContaining(pagesOnDisk));
  });

  test('the site renders each listed path once, then the 404 page; paths name them by key', () => {
    expect(siteRoutes).toEqual([
      '/',
      '/start-project',
      '/enquiry',
      '/portfolio',
      '/consultation',
      '/privacy',
      '/terms',
      notFoundRoute,
    ]);
    expect(paths.portfolio).toBe('/portfolio');
    expect(Object.keys(paths)).toEqual(Object.keys(routes));
  });

  test('/start-project and /enquiry share one page; an unknown path shows the 404 page', () => {
    expect(pageNameOf('/start-project')).toBe('Enquiry');
    expect(pageNameOf('/enquiry')).toBe('Enquiry');
    expect(resolveRoute('/no-such-page')).toBe(notFoundRoute);
    expect(pageNameOf(resolveRoute('/no-such-page'))).toBe('NotFound');
    expect(resolveRoute('/portfolio/')).toBe('/portfolio');
  });

  test('every route has its title and description', () => {
    for (const route of siteRoutes) {
      expect(pageMeta[route].title, route).toBeTruthy();
      expect(pageMeta[route].description, route).toBeTruthy();
    }
  });
});
