/**
 * How each prerendered page starts its JavaScript. The page reads, and its links work, without
 * any: so the first paint gets the network and the main thread to itself (HTML, the stylesheet,
 * the hero image and the display font), and the app's modules are requested once the browser
 * reports that paint. The hydrated app then takes over the same DOM.
 *
 * Measured with npm run bench (Lighthouse, mobile, simulated slow 4G): with the modules requested
 * up front, ~160 KB of script was downloaded before the largest paint and LCP read 3.4 s.
 *
 * The modules are preloaded at that paint, but the entry is imported only once the HTML has
 * fully arrived: a browser can paint a long page before its end is parsed, and hydrating a
 * half-built page would throw it away. The module list is a data attribute, so the script text
 * (and the hash in the CSP) is the same on every page and build. Browsers without paint timing
 * start at `load`; one that has not reported a paint 3 s after `load` starts then.
 */
export const bootstrapScript = `(function (script) {
  var modules = JSON.parse(script.getAttribute('data-modules'));
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 1; i < modules.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = modules[i];
      document.head.appendChild(link);
    }
    if (document.readyState !== 'loading') return void import(modules[0]);
    document.addEventListener('DOMContentLoaded', function () {
      import(modules[0]);
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) return addEventListener('load', start);
  addEventListener('load', function () {
    setTimeout(start, 3000);
  });
  new PerformanceObserver(function (list, observer) {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})(document.currentScript);`;

/** The inline script tag: the entry module first, then every module it needs, preloaded. */
export function bootstrapTag(modules: string[]) {
  if (modules.length === 0) throw new Error('A page needs at least its entry module');
  return `<script data-modules='${JSON.stringify(modules)}'>${bootstrapScript}</script>`;
}
