import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// jsdom lacks these browser APIs that Mantine calls; stand-ins as in Mantine's own template.
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  // As a browser's: the empty query (and `all`) matches every screen (mantine-datatable asks it of
  // columns shown everywhere); jsdom has no screen for any other.
  value: (query: string) => ({
    matches: query === '' || query === 'all',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

/** As a browser's: reports each element it starts to observe once, soon after (a browser does so
 * after the next layout), and then never again, as jsdom lays nothing out. */
class ResizeObserverStub {
  private observing = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.observing.add(target);
    queueMicrotask(() => {
      if (!this.observing.has(target)) return;
      const entry = { target, contentRect: target.getBoundingClientRect() } as unknown as ResizeObserverEntry;
      this.callback([entry], this);
    });
  }
  unobserve(target: Element) {
    this.observing.delete(target);
  }
  disconnect() {
    this.observing.clear();
  }
}
window.ResizeObserver = ResizeObserverStub;

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;

window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// As in the browser suite: an error or a warning on the console (React's warnings among them: an
// update outside act, a key spread into JSX, a hydration mismatch) fails the test that caused it.
// Still printed, so the failure shows what was said.
const consoleProblems: string[] = [];
for (const level of ['error', 'warn'] as const) {
  const print = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    consoleProblems.push(`${level}: ${args.map(String).join(' ')}`);
    print(...args);
  };
}

afterEach(() => {
  cleanup();
  // Each test is a tab of its own: no form's draft carries over to the next.
  sessionStorage.clear();
  expect(consoleProblems.splice(0), 'console errors and warnings').toEqual([]);
});
