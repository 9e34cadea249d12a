import type { EventFromLogic } from 'xstate';
import { imageViewerMachine, type ViewerImage } from '../../machines/imageViewerMachine';
import { createModel } from '../support/model';

/*
 * The image viewer machine's model, shared by the machine replay (imageViewer.machine.test.ts) and
 * the rendered viewer's replay (imageViewer.ui.test.tsx). The two images are parameters: the
 * machine test uses made-up ones, the UI test the images its openers really show.
 */

export type ImageViewerEvent = EventFromLogic<typeof imageViewerMachine>;

export const POSTER: ViewerImage = { src: '/portfolio/poster.jpg', alt: 'Festival poster in marigold and ink' };
export const STAGE: ViewerImage = {
  src: '/portfolio/stage-800.jpg',
  alt: 'Lit stage at a product launch',
  srcSet: '/portfolio/stage-400.jpg 400w, /portfolio/stage-800.jpg 800w',
  sizes: '100vw',
  width: 800,
  height: 533,
};

export function imageViewerModel(name = 'imageViewer', images: readonly [ViewerImage, ViewerImage] = [POSTER, STAGE]) {
  return createModel(imageViewerMachine, name, {
    events: [
      { type: 'overlay.open', image: images[0] },
      { type: 'overlay.open', image: images[1] },
      // The close button, Escape, the backdrop or Back.
      { type: 'overlay.close' },
    ],
  });
}

/**
 * The image the viewer shows after `event` (null: closed), written apart from the chart: a project's
 * View Project or a service's image opens it on that image; while open, its button, Escape, the
 * backdrop and Back close it, and the cards behind it cannot open another.
 */
export function expectedAfter(shown: ViewerImage | null, event: ImageViewerEvent): ViewerImage | null {
  if (shown === null) return event.type === 'overlay.open' ? event.image : null;
  return event.type === 'overlay.open' ? shown : null;
}
