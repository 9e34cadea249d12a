import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { modelPort } from './support/ports';

/*
 * The model build (dist-model/) records what the site's actors do for the browser replays; the
 * site's build (dist/) must carry none of it: the recorder is behind a build-time constant
 * (src/common/inspect.ts).
 */

const RECORD = '__actorRecord';
const scripts = (dist: string) =>
  readdirSync(join(process.cwd(), dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(process.cwd(), dist, 'assets', file), 'utf8'));

test.describe('the model build and the site build @desktop', () => {
  test('the site build carries no recorder; the model build does', () => {
    expect(scripts('dist').filter((source) => source.includes(RECORD))).toHaveLength(0);
    expect(scripts('dist-model').filter((source) => source.includes(RECORD)).length).toBeGreaterThan(0);
  });

  test('the site records nothing when a filter button is pressed; the model build does', async ({ page }) => {
    for (const [origin, recorded] of [
      ['', false],
      [`http://127.0.0.1:${modelPort}`, true],
    ] as const) {
      await page.goto(`${origin}/portfolio`);
      await page.getByRole('button', { name: 'Graphic Design' }).click();
      await expect(page.getByRole('button', { name: 'Graphic Design' })).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate((name) => name in window, RECORD), origin || 'the site').toBe(recorded);
    }
  });
});
