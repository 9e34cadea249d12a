import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks these browser APIs that Mantine calls; stand-ins as in Mantine's own template.
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
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

afterEach(() => {
  cleanup();
});
