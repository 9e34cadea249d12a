import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { anchorHref, homeAnchors } from '../../src/content/routes';

/*
 * The office map's frame under its sandbox, referrer policy and the CSP's frame-src. The tests
 * run without Google (no network here, none wanted in CI), so https://www.google.com answers with
 * a stand-in embed page that needs what Google's does: its script runs, as Google's own origin
 * (a same-origin request for tiles, which an opaque sandboxed origin could not make), and its
 * "View larger map" link opens a new tab that is not sandboxed. That the real embed draws under
 * these rules needs Google itself, in a browser with a network.
 */

const EMBED = /^https:\/\/www\.google\.com\/maps\?q=18\.559,73\.7868&z=16&output=embed$/;

const standInEmbed = `<!doctype html>
<html><body style="margin:0;font:14px sans-serif">
<canvas id="map" width="1200" height="480" style="width:100%;height:100%;display:block"></canvas>
<a id="larger" href="https://www.google.com/maps/place/larger" target="_blank"
   style="position:absolute;top:8px;left:8px;background:#fff;padding:6px 10px">View larger map</a>
<script>
  const probe = { origin: self.origin };
  fetch('/maps/vt/tile').then((answer) => answer.text()).then(
    (tile) => { probe.tile = tile; draw(); },
    (error) => { probe.tile = error.name; },
  );
  function draw() {
    const context = document.getElementById('map').getContext('2d');
    context.fillStyle = '#e8eef2'; context.fillRect(0, 0, 1200, 480);
    context.strokeStyle = '#ffffff'; context.lineWidth = 14;
    for (let x = -200; x < 1400; x += 160) { context.beginPath(); context.moveTo(x, 0); context.lineTo(x + 240, 480); context.stroke(); }
    for (let y = 40; y < 480; y += 120) { context.beginPath(); context.moveTo(0, y); context.lineTo(1200, y - 30); context.stroke(); }
    context.fillStyle = '#d93025'; context.beginPath(); context.arc(600, 240, 16, 0, 7); context.fill();
    document.body.dataset.drawn = 'true';
  }
  window.probe = probe;
</script>
</body></html>`;

/** Answers https://www.google.com with the stand-in, and records what the map frame asked for. */
async function standInGoogle(page: Page) {
  const requests: Request[] = [];
  await page.context().route('https://www.google.com/**', async (route) => {
    requests.push(route.request());
    const url = route.request().url();
    if (EMBED.test(url)) return route.fulfill({ contentType: 'text/html', body: standInEmbed });
    if (url.endsWith('/maps/vt/tile')) return route.fulfill({ contentType: 'text/plain', body: 'tile' });
    if (url.endsWith('/maps/place/larger')) {
      // A dialog opens only outside a sandbox (none of the map frame's allows modals).
      return route.fulfill({
        contentType: 'text/html',
        body: "<title>Larger map</title><script>alert('unsandboxed')</script>",
      });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  return requests;
}

async function showMap(page: Page) {
  await page.goto(anchorHref(homeAnchors.contact));
  const frame = page.locator('iframe[title="Map showing the Rangrez Creative office in Baner, Pune"]');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.contentFrame().locator('body[data-drawn="true"]')).toBeAttached();
  return frame;
}

test('the map frame is sandboxed, sends only the origin, and its embed still works @desktop', async ({
  page,
}, testInfo) => {
  test.slow();
  const requests = await standInGoogle(page);
  const frame = await showMap(page);

  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
  );
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('src', EMBED);

  // The embed's script ran as Google's origin, so its same-origin request for tiles worked.
  const probe = await frame
    .contentFrame()
    .locator('body')
    .evaluate(() => (window as unknown as { probe: object }).probe);
  expect(probe).toEqual({ origin: 'https://www.google.com', tile: 'tile' });

  // Google learns the site, not the page: the referrer is the origin alone.
  const embedRequest = requests.find((request) => EMBED.test(request.url()))!;
  expect(await embedRequest.headerValue('referer')).toBe(`${new URL(page.url()).origin}/`);

  await page
    .locator('#contact figure')
    .first()
    .screenshot({ path: testInfo.outputPath('map.png') });

  // "View larger map" opens a tab of its own, outside the sandbox: its alert is shown.
  const [dialog] = await Promise.all([
    page.context().waitForEvent('dialog'),
    frame.contentFrame().getByRole('link', { name: 'View larger map' }).click(),
  ]);
  expect(dialog.message()).toBe('unsandboxed');
  expect(dialog.page()?.url()).toBe('https://www.google.com/maps/place/larger');
  await dialog.dismiss();
});

test('no other page of Google may be framed: frame-src names the embed path @desktop', async ({
  page,
  expectConsole,
}) => {
  test.slow();
  // Chromium names only the origin of a blocked cross-origin frame.
  expectConsole(/Framing 'https:\/\/www\.google\.com\/' violates .*"frame-src https:\/\/www\.google\.com\/maps"/);
  const requests = await standInGoogle(page);
  await showMap(page);
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = 'https://www.google.com/recaptcha/api2/anchor';
    document.body.append(frame);
  });
  await expect.poll(() => page.frames().find((frame) => frame.url().includes('recaptcha')) ?? null).toBeNull();
  await page.waitForTimeout(500);
  expect(requests.map((request) => request.url())).not.toContain('https://www.google.com/recaptcha/api2/anchor');
});
