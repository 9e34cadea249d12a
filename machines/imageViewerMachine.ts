import { assign, setup } from 'xstate';
import { overlayActors, type OverlayCloseEvent } from './overlay';

/**
 * The single-image viewer that a service or portfolio image opens: it holds the image to show
 * (source, alt text and what a responsive <img> needs) and closes on its button, Escape or Back.
 */

export interface ViewerImage {
  src: string;
  alt: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

export interface ImageViewerContext {
  image: ViewerImage | null;
}

export type ImageViewerEvent = { type: 'overlay.open'; image: ViewerImage } | OverlayCloseEvent;

export const imageViewerMachine = setup({
  types: {} as {
    context: ImageViewerContext;
    events: ImageViewerEvent;
  },
  actors: overlayActors,
  actions: {
    showImage: assign((_, image: ViewerImage) => ({ image })),
    clearImage: assign({ image: null }),
  },
}).createMachine({
  id: 'imageViewer',
  description:
    'Single-image viewer: open with one image (source, alt text, responsive sources), closed by button, Escape or Back.',
  context: { image: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'overlay.open': { target: 'open', actions: { type: 'showImage', params: ({ event }) => event.image } },
      },
    },
    open: {
      invoke: { src: 'historyEntry' },
      on: { 'overlay.close': { target: 'closed', actions: 'clearImage' } },
    },
  },
});
