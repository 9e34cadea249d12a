import { join } from 'node:path';
import { pageOf, scriptlessCopy } from '../../scripts/bench/control';
import { expect, test } from './support/fixtures';

/*
 * The benchmark's control (`npm run bench -- --control`) is each route as a copy that fetches no
 * JavaScript, so that a route's ratio to it says what its JavaScript costs. A browser with
 * JavaScript on loads each copy, as the benchmark's Lighthouse does: the document comes from the
 * copy, everything else from the built site, and not one script is asked for.
 */

const routes = ['/', '/portfolio', '/start-project', '/consultation'];

test.describe('the benchmark control @desktop', () => {
  // Made before and removed after each worker's share of these tests: a worker can take up the
  // file again after its afterAll has run.
  let copy: ReturnType<typeof scriptlessCopy>;
  test.beforeAll(() => {
    copy = scriptlessCopy(join(process.cwd(), 'dist'), routes);
  });
  test.afterAll(() => copy.remove());

  for (const route of routes) {
    test(`the copy of ${route} requests no script and runs none`, async ({ page }) => {
      await page.route(
        (url) => url.pathname === route,
        (request) => request.fulfill({ path: pageOf(copy.dir, route), contentType: 'text/html; charset=utf-8' }),
      );
      const scripts: string[] = [];
      const requests: string[] = [];
      page.on('request', (request) => {
        requests.push(request.url());
        if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname))
          scripts.push(request.url());
      });
      await page.goto(route, { waitUntil: 'commit' });
      await page.waitForLoadState('networkidle');

      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        requests.some((url) => url.endsWith('.css')),
        'the page still fetches its stylesheet',
      ).toBe(true);
      expect(scripts, 'script requests').toEqual([]);
      expect(await page.locator('script, link[rel="modulepreload"]').count()).toBe(0);
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    });
  }
});
