import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { layoutFindings } from './support/layoutProbe';

/*
 * The layout check (layout.spec.ts) shown failing on each defect it was written for, rebuilt as a
 * small page with the site's old markup and CSS at 320 px, and passing on the fix beside it.
 */

test.use({ viewport: { width: 320, height: 640 } });

const base = `
  <style>
    body { margin: 0; font: 17px/1.6 sans-serif; overflow-x: clip; }
    .container { padding-inline: 16px; }
  </style>`;

async function findings(page: Page, html: string) {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Fixture</title>${base}</head><body>${html}</body></html>`,
  );
  return layoutFindings(page);
}

test('the header toggle pushed 12 px past the edge at 320 px, and the header that fits @desktop', async ({ page }) => {
  const header = (gap: number, logo: number) => `
    <header class="container" style="display: flex; justify-content: space-between; align-items: center; gap: ${gap}px">
      <a href="/" style="flex: none; width: ${logo}px; white-space: nowrap">Rangrez Creative</a>
      <div style="display: flex; gap: ${gap}px; flex: none">
        <button type="button" aria-label="Switch to dark colours" style="width: 44px; height: 44px"></button>
        <button type="button" aria-label="Open menu" style="width: 34px; height: 34px"></button>
      </div>
    </header><main><h1>Home</h1></main>`;
  const old = await findings(page, header(16, 210));
  expect(old).toContainEqual('control cut off: button "Open menu": 34×34 px, 18×34 px shown');
  expect(old).toContainEqual(expect.stringMatching(/^past the screen's edge: button "Open menu"/));
  expect(await findings(page, header(8, 182))).toEqual([]);
});

test('a button label cut by its own box, and one that wraps instead @desktop', async ({ page }) => {
  const cta = (label: string) => `
    <main class="container"><h1>Services</h1>
      <div style="padding: 32px; display: flex">
        <a href="/consultation" style="display: inline-flex; min-width: 0; overflow: hidden; padding: 0 26px">
          <span style="${label}">Get Free Consultation</span>
        </a>
      </div>
    </main>`;
  const old = await findings(page, cta('white-space: nowrap; overflow: hidden; font-size: 18px'));
  expect(old).toContainEqual(expect.stringMatching(/^text cut off: "Get Free Consultation"/));
  expect(await findings(page, cta('white-space: normal; font-size: 16px'))).toEqual([]);
});

test('an e-mail address broken inside, a phone number and a time split across lines @desktop', async ({ page }) => {
  const card = (email: string, text: string) => `
    <main class="container"><h1>Contact</h1>
      <div style="width: 200px"><a href="mailto:projects@rangrezcreative.in" style="${email}">projects@rangrezcreative.in</a></div>
      <p style="width: 260px">${text}</p>
    </main>`;
  const old = await findings(
    page,
    card('overflow-wrap: anywhere', 'Call us any time on +91 98220 45123, Mon-Fri 9:00 AM to 7:00 PM'),
  );
  expect(old).toContainEqual(expect.stringMatching(/^split across lines: "projects@rangrez.*\|.*in"/));
  expect(old).toContainEqual(expect.stringMatching(/^split across lines: "\+91 98220 45123" split across lines/));
  expect(old).toContainEqual(expect.stringMatching(/^split across lines: "7:00 PM" split across lines/));
  expect(
    await findings(
      page,
      card(
        'white-space: nowrap; font-size: 14px',
        'Call us any time on +91\u00a098220\u00a045123, Mon-Fri 9:00\u00a0AM to 7:00\u00a0PM',
      ),
    ),
  ).toEqual([]);
});

test('hero statistics whose figures do not line up when a label wraps @desktop', async ({ page }) => {
  const stats = (justify: string) => `
    <main class="container"><h1>Amplify Your Brand Story</h1>
      <dl style="display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 24px; width: 240px; margin: 0">
        ${[
          ['500+', 'Projects Completed'],
          ['50+', 'Happy Clients'],
        ]
          .map(
            ([number, label]) => `
          <div style="display: flex; flex-direction: column-reverse; justify-content: ${justify}">
            <dt style="font-size: 15px">${label}</dt><dd style="margin: 0; font-size: 32px; line-height: 1">${number}</dd>
          </div>`,
          )
          .join('')}
      </dl>
    </main>`;
  const old = await findings(page, stats('flex-start'));
  expect(old).toContainEqual(expect.stringMatching(/^not lined up: dl .*<dd> 1 and 2 start \d+ px apart/));
  expect(await findings(page, stats('flex-end'))).toEqual([]);
});

test('a field wider than its card (the consultation form at 320 px: 289 px fields in a 248 px card) @desktop', async ({
  page,
}) => {
  const form = (minWidth: number) => `
    <main class="container"><h1>Book a free consultation</h1>
      <div style="padding: 20px; border: 1px solid; overflow: hidden">
        <label for="time">Preferred Time for a Call</label>
        <select id="time" style="display: block; width: 100%; min-width: ${minWidth}px">
          <option>Flexible (any time within business hours)</option>
        </select>
      </div>
    </main>`;
  const old = await findings(page, form(289));
  expect(old).toContainEqual(
    expect.stringMatching(/^control cut off: select "Flexible .*": 289×\d+ px, 266×\d+ px shown$/),
  );
  expect(await findings(page, form(0))).toEqual([]);
});

test('the copy and heading checks run on the page: doubled period, two competing headings @desktop', async ({
  page,
}) => {
  const old = await findings(
    page,
    `<main class="container"><p>Our work</p><h1>Portfolio</h1><section><p>Portfolio</p><h2>Work we are proud of</h2></section></main>
     <footer><p>© 2024 Rangrez Creative Pvt. Ltd.. All rights reserved.</p></footer>`,
  );
  expect(old).toContainEqual(expect.stringMatching(/^doubled period: .*Pvt\. Ltd\.\. All/));
  expect(old).toContainEqual('"Portfolio" is both an h1 and the kicker over an h2');
  expect(
    await findings(
      page,
      `<main class="container"><p>Our work</p><h1>Portfolio</h1><section aria-label="Portfolio"></section></main>
       <footer><p>© 2024 Rangrez Creative Pvt. Ltd. All rights reserved.</p></footer>`,
    ),
  ).toEqual([]);
});
