import { hydratedEvent } from '../../src/lib/hydratedEvent';

/**
 * How each prerendered page starts its JavaScript. The page reads, and its links work, without
 * any: so the first paint gets the network and the main thread to itself (HTML, the stylesheet,
 * the hero image and the display font), and the app's modules are requested once the browser
 * reports that paint. The hydrated app then takes over the same DOM.
 *
 * Measured with npm run bench (Lighthouse, mobile, simulated slow 4G): with the modules requested
 * up front, ~160 KB of script was downloaded before the largest paint and LCP read 3.4 s.
 *
 * The modules are preloaded at that paint, one link per task. Once every one has arrived (or
 * failed: its import then shows the error screen), they are imported in the order the prerenderer
 * lists them (each chunk after the chunks it imports, the entry last), one per task, so no task
 * evaluates more than one chunk: evaluated together they made one 40-87 ms task, most of it V8
 * re-parsing a 300 KB chunk for a stack trace (npm run bench: TBT). Why one link a task, and why
 * wait for all of them: on a 2-core machine the network and V8's off-thread compiling of arriving
 * modules took the cores from the main thread, so tasks run meanwhile (four links, or an import)
 * took 12-23 ms of wall time for 1.5-4.5 ms of work (trace, /start-project), and Lighthouse counts
 * wall time. The entry runs only once the HTML has fully arrived: a browser can paint a long page
 * before its end is parsed, and hydrating a half-built page would throw it away. The module list is a data
 * attribute, so the script text (and the hash in the CSP) is the same on every page and build.
 * Browsers without paint timing start at `load`; one that has not reported a paint 3 s after
 * `load` starts then.
 *
 * Until then, a tap on a button (the phone menu's toggle, the colour scheme switch) would do
 * nothing: the page looks ready seconds before its code has arrived on a slow network. The last
 * such press is held and made again once the app announces it has hydrated (`hydratedEvent`),
 * unless the visitor has scrolled or typed since: they have moved on, and a menu opening then
 * would surprise them. A page React renders afresh (no prerendered HTML for the path) drops it.
 * Only `type="button"` buttons: a form's submit button keeps its native no-JavaScript behaviour.
 * `stopImmediatePropagation` keeps a deferred section's own holder (whenNeeded.ts) from holding
 * the same press a second time; it sees the replayed one instead.
 */
export const bootstrapScript = `(function (script) {
  var held = null;
  function hold(event) {
    var button = event.target.closest && event.target.closest('button[type="button"]');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  }
  function drop() {
    held = null;
  }
  addEventListener('click', hold, true);
  addEventListener('scroll', drop, { passive: true });
  addEventListener('keydown', drop);
  document.addEventListener('${hydratedEvent}', function () {
    removeEventListener('click', hold, true);
    removeEventListener('scroll', drop);
    removeEventListener('keydown', drop);
    if (held && held.isConnected) held.click();
    held = null;
  });
  var modules = JSON.parse(script.getAttribute('data-modules'));
  var last = modules.length - 1;
  var started = false;
  function later(task) {
    setTimeout(task, 0);
  }
  function preload(i) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = modules[i];
    link.onload = link.onerror = settled;
    document.head.appendChild(link);
    if (i < last) later(function () {
      preload(i + 1);
    });
  }
  var pending = modules.length;
  function settled() {
    if (--pending === 0) later(function () {
      run(0);
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
    // A browser without modulepreload (Safari before 17) fires no load event for the links: its
    // imports fetch the modules themselves.
    var relList = document.createElement('link').relList;
    if (relList && relList.supports && relList.supports('modulepreload')) preload(0);
    else run(0);
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
