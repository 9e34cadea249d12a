import { loadFailedContent } from '../../src/content/pages';
import { expect, test } from './support/fixtures';
import { anchorHref, homeAnchors } from '../../src/content/routes';

// The page keeps working when parts of the outside world fail (issue: failure and bad input).

test('with the map blocked, the address and View on Map link still work', async ({ page, expectConsole }) => {
  expectConsole(/Failed to load resource|ERR_FAILED|ERR_BLOCKED/);
  await page.route('https://www.google.com/**', (route) => route.abort('blockedbyclient'));
  await page.goto(anchorHref(homeAnchors.contact));
  const contact = page.locator(`#${homeAnchors.contact}`);
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByText('Office 402, Business Bay, Baner Road', { exact: false }).first()).toBeVisible();
  const viewOnMap = contact.getByRole('link', { name: 'View on Map' });
  await expect(viewOnMap).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=18\.559,73\.7868$/,
  );
  await expect(viewOnMap).toHaveAttribute('rel', 'noopener noreferrer');
});

test('with fonts blocked, the page renders in the fallback faces', async ({ page, expectConsole }) => {
  expectConsole(/Failed to load resource|ERR_FAILED/);
  await page.route('**/*.woff2', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Amplify Your Brand Story' })).toBeVisible();
  await page.getByRole('link', { name: 'Get Quote' }).first().isVisible();
  // Only the local, metric-matched fallback faces are in use; none of the web fonts arrived.
  const webFontsLoaded = await page.evaluate(
    () => [...document.fonts].filter((font) => font.status === 'loaded' && font.family.includes('Variable')).length,
  );
  expect(webFontsLoaded).toBe(0);
});

test('when images fail, boxes keep their size and alt text stays readable', async ({ page, expectConsole }) => {
  expectConsole(/Failed to load resource|ERR_FAILED/);
  await page.route(/\.(avif|webp|jpg)$/, (route) => route.abort());
  await page.goto('/');
  const hero = page.getByRole('img', { name: /Rangrez Creative studio wall/ });
  await expect(hero).toBeAttached();
  const founders = page.getByRole('img', { name: /Monogram portrait of Aarav Deshpande/ });
  await founders.scrollIntoViewIfNeeded();
  const box = await founders.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(90);
  expect(box!.height).toBeGreaterThanOrEqual(90);
  const card = page.locator('#portfolio article').first();
  await card.scrollIntoViewIfNeeded();
  const imageBox = await card.locator('img').boundingBox();
  // 4:3 box, no collapse to zero height.
  expect(imageBox!.height).toBeGreaterThan(imageBox!.width * 0.7);
});

test('when the network drops, navigation says so and recovers once back online', async ({
  page,
  context,
  expectConsole,
}) => {
  expectConsole(
    /Failed to fetch dynamically imported module|Failed to load resource|ERR_INTERNET_DISCONNECTED|TypeError|ChunkLoadError/,
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Amplify Your Brand Story' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  // The page's code did not arrive, even on the second try: the visitor is told, and offered a reload.
  await expect(page.getByRole('alert').filter({ hasText: loadFailedContent.title })).toBeVisible();
  await expect(page.getByRole('button', { name: loadFailedContent.reload })).toBeFocused();
  // The rest of the site is still there and usable.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Rangrez Creative, home' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: loadFailedContent.reload }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
