/**
 * How each prerendered page starts its JavaScript. The page reads, and its links work, without
 * any: so the first paint gets the network and the main thread to itself (HTML, the stylesheet,
 * the hero image and the display font), and the app's modules are requested once the browser
 * reports that paint. The hydrated app then takes over the same DOM.
 *
 * Measured with npm run bench (Lighthouse, mobile, simulated slow 4G): with the modules requested
 * up front, ~160 KB of script was downloaded before the largest paint and LCP read 3.4 s.
 *
 * The modules are preloaded at that paint, a few links per task. They are then imported in the
 * order the prerenderer lists them (each chunk after the chunks it imports, the entry last), one
 * per task, so no task evaluates more than one chunk: evaluated together they made one 40-87 ms
 * task, most of it V8 re-parsing a 300 KB chunk for a stack trace (npm run bench: TBT). The entry
 * runs only once the HTML has fully arrived: a browser can paint a long page before its end is
 * parsed, and hydrating a half-built page would throw it away. The module list is a data
 * attribute, so the script text (and the hash in the CSP) is the same on every page and build.
 * Browsers without paint timing start at `load`; one that has not reported a paint 3 s after
 * `load` starts then.
 */
export const bootstrapScript = `(function (script) {
  var modules = JSON.parse(script.getAttribute('data-modules'));
  var last = modules.length - 1;
  var started = false;
  function later(task) {
    setTimeout(task, 0);
  }
  function preload(from) {
    for (var i = from; i < from + 4 && i <= last; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = modules[i];
      document.head.appendChild(link);
    }
    if (i <= last) later(function () {
      preload(i);
    });
  }
  function run(i) {
    if (i === last && document.readyState === 'loading') {
      return void document.addEventListener('DOMContentLoaded', function () {
        run(i);
      });
    }
    import(modules[i]).then(function () {
      if (i < last) later(function () {
        run(i + 1);
      });
    });
  }
  function start() {
    if (started) return;
    started = true;
    preload(0);
    later(function () {
      run(0);
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

/** The inline script tag: every module the page hydrates with, in evaluation order, the entry last. */
export function bootstrapTag(modules: string[]) {
  if (modules.length === 0) throw new Error('A page needs at least its entry module');
  return `<script data-modules='${JSON.stringify(modules)}'>${bootstrapScript}</script>`;
}
