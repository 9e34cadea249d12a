/**
 * The colour toggle before the app's code has run. The page's <head> carries this script inline
 * (scripts/prerender.ts, allowed by its hash in the CSP), so a press on the toggle switches the
 * colours from the first paint on, on a slow phone seconds before React has hydrated the header.
 *
 * It does what Mantine's `setColorScheme` does: the attribute the stylesheet reads, and the
 * choice saved where Mantine's colour scheme script and provider read it, so the app starts with
 * it. Once the app handles the toggle, its handler calls `preventDefault()` and this one stands
 * aside: React listens on the root element, below the document, so it hears the click first.
 */

/** The attribute of each toggle button (ColorSchemeToggle.tsx): the scheme it switches to. */
const SCHEME_TO_ATTRIBUTE = 'data-color-scheme-to';

/** Mantine's default key (its ColorSchemeScript and the provider's manager use the same). */
const STORAGE_KEY = 'mantine-color-scheme-value';

export const earlyColorSchemeScript = `document.addEventListener('click', function (event) {
  var control = event.defaultPrevented || !(event.target instanceof Element) ? null : event.target.closest('[${SCHEME_TO_ATTRIBUTE}]');
  if (!control) return;
  var scheme = control.getAttribute('${SCHEME_TO_ATTRIBUTE}');
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  try { window.localStorage.setItem('${STORAGE_KEY}', scheme); } catch (e) {}
});`;
