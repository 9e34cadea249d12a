/** The words of the full-screen views: the hero lightbox, the project gallery and the image viewer. */

export const lightboxContent = {
  /** The dialog's accessible name. */
  title: 'Studio image, full screen',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  close: 'Close',
} as const;

export const galleryContent = {
  title: 'Project gallery',
  previous: 'Previous project',
  next: 'Next project',
  play: 'Play slideshow',
  pause: 'Pause slideshow',
  close: 'Close',
  dotsLabel: 'Choose a project',
  dot: (number: number, title: string) => `Project ${number}: ${title}`,
  /** The visible counter: `3 / 15`. */
  counter: (number: number, total: number) => `${number} / ${total}`,
  /** What a screen reader hears after the visitor moves: `Project 3 of 15: Monsoon Music Festival`. */
  position: (number: number, total: number, title: string) => `Project ${number} of ${total}: ${title}`,
} as const;

export const imageViewerContent = {
  title: 'Image, full screen',
  close: 'Close',
} as const;
