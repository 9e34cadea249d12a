/**
 * How every headless Chromium of the project runs (Playwright's tests, the benchmark's Lighthouse
 * and gallery runs): as root in a container, without a GPU, and without background traffic that
 * would add requests to what is measured. Text is drawn without font hinting, as the full browser
 * draws it: Chromium's headless shell otherwise hints glyphs, which moves text by a pixel here and
 * there (20,000-30,000 pixels of a picture differed from the full browser's; with it, only the
 * anti-aliasing of some glyph edges).
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
];
