import { expect, type Locator, type Page } from '@playwright/test';
import type { Point, Size } from '../../../machines/lightboxMachine';
import { hero } from '../../../src/content/home';
import { lightboxContent } from '../../../src/content/viewers';

/** The home page's hero image and the full-screen lightbox it opens. */
export class HeroLightbox {
  readonly opener: Locator;
  readonly dialog: Locator;
  readonly image: Locator;
  readonly zoomIn: Locator;
  readonly zoomOut: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    this.opener = page.getByRole('button', { name: hero.openImageLabel });
    this.dialog = page.getByRole('dialog', { name: lightboxContent.title });
    this.image = this.dialog.getByRole('img');
    this.zoomIn = this.dialog.getByRole('button', { name: lightboxContent.zoomIn });
    this.zoomOut = this.dialog.getByRole('button', { name: lightboxContent.zoomOut });
    this.close = this.dialog.getByRole('button', { name: lightboxContent.close });
  }

  /** Opens it with a click (or a tap), and waits until its image is measured: it measures it as
   * it shows and, once the image has loaded, in the next frame's ResizeObserver callbacks. */
  async open(by: 'click' | 'tap' = 'click') {
    await this.opener[by]();
    await expect(this.dialog).toBeVisible();
    await expect
      .poll(() => this.image.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }

  /** A click on the dark area around the image (the bottom-left corner of the screen). */
  async clickBackdrop() {
    await this.page.mouse.click(4, this.page.viewportSize()!.height - 4);
  }

  /** Where a drag starts: the middle of the screen, on the image. */
  centre(): Point {
    const { width, height } = this.page.viewportSize()!;
    return { x: Math.round(width / 2), y: Math.round(height / 2) };
  }

  /** The image's laid-out size at scale 1: what bounds the pan. */
  size(): Promise<Size> {
    return this.image.evaluate((image: HTMLImageElement) => ({ width: image.offsetWidth, height: image.offsetHeight }));
  }

  /** The shown scale and offset, from the image's transform. */
  async transform(): Promise<{ x: number; y: number; scale: number }> {
    const style = (await this.image.getAttribute('style')) ?? '';
    const match = /translate3d\((-?[\d.e+-]+)px, (-?[\d.e+-]+)px, 0(?:px)?\) scale\(([\d.e+-]+)\)/.exec(style);
    if (!match) throw new Error(`Unexpected transform: ${style}`);
    return { x: Number(match[1]), y: Number(match[2]), scale: Number(match[3]) };
  }
}
