/**
 * The gallery benchmark's page: the site's real gallery (its overlay, so its code arrives on the
 * first open, as on the site) inside the site's MantineProvider and theme, with `?projects=N`
 * slides made from the 15 real projects, cycled, each with its own title and alt text.
 * scripts/bench/gallery.ts drives it through `window.bench`.
 */
import '../../../src/app/theme/styles';
import { Button, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { GallerySlide } from '../../../src/features/viewers/gallery/Gallery';
import { galleryOverlay } from '../../../src/features/viewers/gallery/galleryOverlay';
import { projectSlides } from '../../../src/features/viewers/gallery/projectSlides';
import { galleryContent } from '../../../src/content/viewers';
import { useOverlay } from '../../../src/common/overlay/useOverlay';
import { OverlayView } from '../../../src/common/overlay/OverlayView';
import { cssVariablesResolver, theme } from '../../../src/app/theme/theme';

const count = Math.max(1, Math.trunc(Number(new URLSearchParams(window.location.search).get('projects'))) || 15);

const slides: GallerySlide[] = Array.from({ length: count }, (_, index) => {
  const base = projectSlides[index % projectSlides.length]!;
  const suffix = ` (${index + 1} of ${count})`;
  return { ...base, title: base.title + suffix, image: { ...base.image, alt: base.image.alt + suffix } };
});

function Harness() {
  const gallery = useOverlay(galleryOverlay, { count: slides.length });
  return (
    <main style={{ padding: 24 }}>
      <Button data-bench="open" onClick={() => gallery.open({ index: 0 })}>
        Open gallery
      </Button>
      <OverlayView overlay={gallery} slides={slides} />
    </main>
  );
}

const TIMEOUT_MS = 15_000;

const inViewport = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return (
    rect.width > 0 &&
    rect.height > 0 &&
    rect.bottom > 0 &&
    rect.right > 0 &&
    rect.top < innerHeight &&
    rect.left < innerWidth
  );
};

/** Milliseconds from `start` to the frame in which the <img> with this alt text is loaded and visible. */
function shown(alt: string, start: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const image = Array.from(document.images).find((img) => img.alt === alt);
      const visible =
        image?.complete &&
        image.naturalWidth > 0 &&
        image.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        inViewport(image);
      if (visible) resolve(performance.now() - start);
      else if (performance.now() - start > TIMEOUT_MS) reject(new Error(`"${alt}" not shown after ${TIMEOUT_MS} ms`));
      else requestAnimationFrame(check);
    };
    check();
  });
}

function click(selector: string) {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`No ${selector} on the page`);
  const start = performance.now();
  element.click();
  return start;
}

const bench = {
  count,
  /** Opens the gallery; resolves with the time until the first slide's image shows. */
  open: () => shown(slides[0]!.image.alt, click('[data-bench="open"]')),
  /** Presses Next on the first slide; resolves with the time until the second slide's image shows. */
  next: () => shown(slides[1 % count]!.image.alt, click(`button[aria-label="${galleryContent.next}"]`)),
  /** <img> elements in the document. */
  images: () => document.querySelectorAll('img').length,
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Harness />
    </MantineProvider>
  </StrictMode>,
);
