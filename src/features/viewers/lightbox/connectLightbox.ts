import type { Connect } from '../../../common/useConnect';
import { isZoomed, type lightboxMachine, type Point } from '../../../../machines/lightboxMachine';

/** What the lightbox shows (scale, offset, which buttons work, the gesture under way) and the
 * visitor's moves, named. */
export const connectLightbox = ((snapshot, send) => ({
  isOpen: snapshot.matches('open'),
  scale: snapshot.context.scale,
  offset: snapshot.context.offset,
  canZoomIn: snapshot.can({ type: 'zoom.in' }),
  canZoomOut: snapshot.can({ type: 'zoom.out' }),
  isZoomed: isZoomed(snapshot),
  isPanning: snapshot.matches({ open: 'panning' }),
  isPinching: snapshot.matches({ open: 'pinching' }),
  close: () => send({ type: 'overlay.close' }),
  zoomIn: () => send({ type: 'zoom.in' }),
  zoomOut: () => send({ type: 'zoom.out' }),
  pinchStart: (distance: number) => send({ type: 'pinch.start', distance }),
  pinchMove: (distance: number) => send({ type: 'pinch.move', distance }),
  pinchEnd: () => send({ type: 'pinch.end' }),
  panStart: ({ x, y }: Point) => send({ type: 'pan.start', x, y }),
  panMove: ({ x, y }: Point) => send({ type: 'pan.move', x, y }),
  panEnd: () => send({ type: 'pan.end' }),
})) satisfies Connect<typeof lightboxMachine>;
