import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { galleryContent } from '../../../src/content/viewers';

/** What the modal's entrance and exit need of a stopped clock: a few animation frames. */
const FRAMES_MS = 100;

/** The home page's View All Projects and the full-screen project gallery it opens. */
export class ProjectGallery {
  readonly opener: Locator;
  readonly dialog: Locator;
  readonly image: Locator;
  readonly counter: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly close: Locator;
  readonly dots: Locator;
  /** The home page's fifteen projects. */
  readonly slides = 15;
  private held: Route[] = [];
  private holding = false;

  constructor(readonly page: Page) {
    this.opener = page.getByRole('link', { name: 'View All Projects' });
    this.dialog = page.getByRole('dialog', { name: galleryContent.title });
    this.image = this.dialog.getByRole('img');
    this.counter = this.dialog.getByText(/^\d+ \/ \d+$/);
    this.next = this.dialog.getByRole('button', { name: galleryContent.next });
    this.previous = this.dialog.getByRole('button', { name: galleryContent.previous });
    this.close = this.dialog.getByRole('button', { name: galleryContent.close });
    this.dots = this.dialog.getByRole('group', { name: galleryContent.dotsLabel }).getByRole('button');
  }

  /** The play/pause control, named for what it does: Pause while slides advance. */
  playPause(playing: boolean) {
    return this.dialog.getByRole('button', { name: playing ? galleryContent.pause : galleryContent.play });
  }

  /**
   * Holds every image the page asks for from now on, until `releaseImages`: the gallery waits for
   * its first slide's image before autoplay's clock starts (`slide.shown`), so a visitor can act
   * before it arrives.
   */
  async holdImages() {
    this.holding = true;
    await this.page.route(
      () => true,
      (route) =>
        this.holding && route.request().resourceType() === 'image' ? this.held.push(route) : route.continue(),
    );
  }

  /** Lets the held images arrive; returns once the slide's is on screen (if the gallery is open). */
  async releaseImages() {
    if (!this.holding) return;
    this.holding = false;
    for (const route of this.held.splice(0)) await route.continue();
    if (!(await this.dialog.isVisible())) return;
    await expect
      .poll(() => this.image.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  }

  /** Lets `ms` of the page's stopped clock pass. */
  async wait(ms: number) {
    await this.page.clock.runFor(ms);
  }

  /** Presses View All Projects; the stopped clock runs the modal's entrance. */
  async open() {
    await this.opener.click();
    await expect
      .poll(
        async () => {
          await this.wait(FRAMES_MS);
          return this.dialog.isVisible();
        },
        { intervals: [50] },
      )
      .toBe(true);
  }

  /** Runs the modal's exit on the stopped clock. */
  async expectClosed(message: string) {
    await this.wait(5 * FRAMES_MS);
    await expect(this.dialog, message).toBeHidden();
  }

  /** What the gallery shows with slide `index` (from 0) current and autoplay on or off: the
   * counter, the current dot alone, the caption its project's title, the play/pause control's name. */
  async expectShows(index: number, playing: boolean, message: string) {
    await expect(this.dialog, message).toBeVisible();
    await expect(this.counter, message).toHaveText(galleryContent.counter(index + 1, this.slides));
    await expect(this.dots, message).toHaveCount(this.slides);
    await expect(this.dots.nth(index), message).toHaveAttribute('aria-current', 'true');
    await expect(this.dialog.locator('[aria-current="true"]'), message).toHaveCount(1);
    const title = ((await this.dots.nth(index).getAttribute('aria-label')) ?? '').replace(/^Project \d+: /, '');
    await expect(this.dialog.locator('figcaption'), message).toContainText(title);
    await expect(this.image, message).toHaveCount(1);
    await expect(this.playPause(playing), message).toBeVisible();
  }

  /** Where a finger or the mouse meets the slide: the middle of its image. */
  async imageCentre() {
    const box = (await this.image.boundingBox())!;
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  }
}
