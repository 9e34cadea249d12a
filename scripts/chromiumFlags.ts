/**
 * How every headless Chromium of the project runs (Playwright's tests, the benchmark's Lighthouse
 * and gallery runs): as root in a container, without a GPU, and without background traffic that
 * would add requests to what is measured.
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
];
