import { expect, test } from './support/fixtures';
import { anchorHref, homeAnchors } from '../../src/content/routes';

// The home page as a visitor reads it: every section's content and links (product rule S2 and 9).

test('the hero shows the badge, headline, three actions and the four statistics', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator(`#${homeAnchors.home}`);
  await expect(hero.getByText('Creative Excellence Since 2015')).toBeVisible();
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Amplify Your Brand Story');
  await expect(hero.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/start-project');
  await expect(hero.getByRole('link', { name: 'Watch Our Work' })).toHaveAttribute('href', '/portfolio');
  await expect(hero.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', '/consultation');
  for (const number of ['500+', '50+', '40+', '24/7'])
    await expect(hero.getByText(number, { exact: true })).toBeVisible();
  await expect(hero.getByRole('button', { name: 'View the studio image full screen' })).toBeVisible();
});

test('About shows vision, mission, two founders, four values and the impact numbers', async ({ page }) => {
  await page.goto('/');
  const about = page.locator(`#${homeAnchors.about}`);
  for (const heading of [
    'Our Vision',
    'Our Mission',
    'Aarav Deshpande',
    'Meera Iyer',
    'Innovation',
    'Passion',
    'Collaboration',
    'Excellence',
  ]) {
    await expect(about.getByRole('heading', { name: heading })).toBeAttached();
  }
  for (const [number, label] of [
    ['40+', 'Years Experience'],
    ['500+', 'Projects Delivered'],
    ['50+', 'Satisfied Clients'],
    ['25+', 'Team Members'],
  ] as const) {
    await expect(about.getByText(number, { exact: true })).toBeAttached();
    await expect(about.getByText(label, { exact: true })).toBeAttached();
  }
});

test('Trusted By names nine clients once for screen readers', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Our clients' }).first().getByRole('img')).toHaveCount(9);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the logo strip is a still, wrapped list of the nine logos, shown once', async ({ page }) => {
    await page.goto('/');
    const visibleLogos = page.locator('#trusted-by [role="img"]:visible');
    await expect(visibleLogos).toHaveCount(9);
    await expect(page.getByRole('button', { name: 'Pause the logo strip' })).toBeHidden();
  });
});

test('a filter pressed before the app started reloads with its category, which the app applies', async ({ page }) => {
  // Where a filter button leads before the app runs: the same page, the category in its query.
  await page.goto('/?category=Graphic+Design#portfolio');
  const portfolio = page.locator(`#${homeAnchors.portfolio}`);
  const filters = portfolio.getByRole('group', { name: 'Filter projects by category' });
  await expect(filters.getByRole('button', { name: 'Graphic Design' })).toHaveAttribute('aria-pressed', 'true');
  await expect(portfolio.getByRole('article')).toHaveCount(5);
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).hash).toBe('#portfolio');
  // Once the app runs, a press filters in place: no reload, nothing in the address.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await filters.getByRole('button', { name: 'All' }).click();
  await expect(portfolio.getByRole('article')).toHaveCount(15);
  await filters.getByRole('button', { name: 'Event Management' }).click();
  await expect(portfolio.getByRole('article')).toHaveCount(7);
  // Space presses it as it does a button.
  await filters.getByRole('button', { name: 'Publicity Solutions' }).focus();
  await page.keyboard.press('Space');
  await expect(filters.getByRole('button', { name: 'Publicity Solutions' })).toHaveAttribute('aria-pressed', 'true');
  await expect(portfolio.getByRole('article')).toHaveCount(3);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(new URL(page.url()).search).toBe('');
});

test('Services, Testimonials and Contact show their cards and links', async ({ page }) => {
  await page.goto('/');
  const services = page.locator(`#${homeAnchors.services}`);
  for (const title of ['Graphic Design', 'Event Management', 'Publicity Solutions', 'Digital Marketing']) {
    await expect(services.getByRole('heading', { level: 3, name: title })).toBeAttached();
  }
  await expect(services.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', '/consultation');

  const testimonials = page.locator(`#${homeAnchors.testimonials}`);
  await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(5);
  await expect(testimonials.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
    'href',
    anchorHref(homeAnchors.contact),
  );
  await expect(testimonials.getByRole('link', { name: 'WhatsApp Us' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91\d{10}\?text=/,
  );

  const contact = page.locator(`#${homeAnchors.contact}`);
  await expect(contact.locator('a[href^="tel:+91"]')).toHaveCount(2);
  await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(2);
  await expect(contact.getByText('Mon-Fri: 9:00 AM to 7:00 PM')).toBeAttached();
  await expect(contact.getByText('Sat: 10:00 AM to 5:00 PM')).toBeAttached();
  await expect(contact.getByRole('heading', { name: 'Quick Chat on WhatsApp' })).toBeAttached();
});

test('the footer says © 2024 and offers WhatsApp and back to top', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/© 2024 /)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91\d{10}$/,
  );
  for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'Twitter']) {
    await expect(footer.getByRole('link', { name: `Rangrez Creative on ${network}` })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  }
  await expect(footer.getByRole('navigation', { name: 'Services' }).getByRole('link')).toHaveCount(4);
});

test('images do not shift the layout while they load @phone', async ({ page }) => {
  await page.goto('/');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
  expect(shift).toBeLessThanOrEqual(0.01);
});
