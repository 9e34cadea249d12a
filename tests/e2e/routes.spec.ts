import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** React has attached its handlers to the root: the prerendered markup alone has none. */
const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')));

const routes = [
  { path: '/', title: /Rangrez Creative: Advertising & Creative Agency/, heading: 'Amplify Your Brand Story' },
  {
    path: '/start-project',
    title: /^Start Your Project \| Rangrez Creative$/,
    heading: 'Tell us what you want to make',
  },
  { path: '/enquiry', title: /^Project Enquiry \| Rangrez Creative$/, heading: 'Tell us what you want to make' },
  { path: '/portfolio', title: /^Our Work \| Rangrez Creative$/, heading: 'Portfolio' },
  {
    path: '/consultation',
    title: /^Free Consultation \| Rangrez Creative$/,
    heading: 'Book a free 30\u2011minute consultation',
  },
  { path: '/privacy', title: /^Privacy Policy \| Rangrez Creative$/, heading: 'Privacy Policy' },
  { path: '/terms', title: /^Terms of Service \| Rangrez Creative$/, heading: 'Terms of Service' },
];

for (const route of routes) {
  test(`${route.path} is prerendered, hydrates without console messages, and shows its heading`, async ({
    page,
    request,
  }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-route="${route.path}"`);
    expect(html).toContain(route.heading.replace(/&/g, '&amp;'));

    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect.poll(() => isHydrated(page)).toBe(true);
  });
}

test('a browser without modulepreload (Safari before 17) still hydrates, its imports fetching the modules', async ({
  page,
}) => {
  // As such a browser: the token is not supported, and a link with it fetches nothing and fires no
  // load event.
  await page.addInitScript(() => {
    const supports = DOMTokenList.prototype.supports;
    DOMTokenList.prototype.supports = function (token: string) {
      return token === 'modulepreload' ? false : supports.call(this, token);
    };
    const rel = Object.getOwnPropertyDescriptor(HTMLLinkElement.prototype, 'rel')!;
    Object.defineProperty(HTMLLinkElement.prototype, 'rel', {
      ...rel,
      set(value: string) {
        rel.set!.call(this, value === 'modulepreload' ? 'x-unsupported' : value);
      },
    });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/start-project');
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(scripts.some((path) => /\/Enquiry\.page-[\w-]+\.js$/.test(path))).toBe(true);
});

test('an unknown path answers 404 with the not-found page and logs the path', async ({
  page,
  request,
  expectConsole,
}) => {
  expectConsole(/404 Error: User attempted to access non-existent route: \/no-such-page/);
  expectConsole(/Failed to load resource: the server responded with a status of 404/);
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Oops! Page not found');

  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect.poll(() => messages).toContain('404 Error: User attempted to access non-existent route: /no-such-page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Amplify Your Brand Story' })).toBeVisible();
});

test("each page's first-screen image loads at once, every other image as it comes near", async ({ page }) => {
  const loading = () =>
    page.locator('main img').evaluateAll((images) =>
      images.map((image) => ({
        src: image.getAttribute('src')!,
        eager: image.getAttribute('loading') === 'eager' && image.getAttribute('fetchpriority') === 'high',
        lazy: image.getAttribute('loading') === 'lazy',
        inFirstScreen: image.getBoundingClientRect().top < window.innerHeight,
      })),
    );
  for (const { path, main } of [
    { path: '/', main: /\/hero-/ },
    { path: '/portfolio', main: /\/project-01-/ },
  ]) {
    await page.goto(path);
    const images = await loading();
    const eager = images.filter((image) => image.eager);
    expect(
      eager.map((image) => image.src),
      path,
    ).toEqual([expect.stringMatching(main)]);
    expect(eager[0]!.inFirstScreen, `${path}: the eager image is in the first screen`).toBe(true);
    const others = images.filter((image) => !image.eager);
    expect(others.length, path).toBeGreaterThan(0);
    expect(
      others.filter((image) => !image.lazy).map((image) => image.src),
      `${path}: not lazy`,
    ).toEqual([]);
  }
});
