import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { isZoomed, type Point, type Size } from '../../../../machines/lightboxMachine';
import { useLightboxOpen, type LightboxHandle } from './useLightbox';

/** What the lightbox shows (scale, offset, which buttons work, the gesture under way) and the
 * visitor's moves, named. */
export function useLightboxView({ actor, close }: LightboxHandle) {
  const isOpen = useLightboxOpen({ actor });
  const scale = useSelector(actor, (snapshot) => snapshot.context.scale);
  const offset = useSelector(actor, (snapshot) => snapshot.context.offset);
  const canZoomIn = useSelector(actor, (snapshot) => snapshot.can({ type: 'zoom.in' }));
  const canZoomOut = useSelector(actor, (snapshot) => snapshot.can({ type: 'zoom.out' }));
  const zoomed = useSelector(actor, isZoomed);
  const isPanning = useSelector(actor, (snapshot) => snapshot.matches({ open: 'panning' }));
  const isPinching = useSelector(actor, (snapshot) => snapshot.matches({ open: 'pinching' }));

  const actions = useMemo(
    () => ({
      zoomIn: () => actor.send({ type: 'zoom.in' }),
      zoomOut: () => actor.send({ type: 'zoom.out' }),
      /** The image's laid-out size at scale 1, which bounds the pan. */
      setImageSize: ({ width, height }: Size) => actor.send({ type: 'viewport.resize', width, height }),
      pinchStart: (distance: number) => actor.send({ type: 'pinch.start', distance }),
      pinchMove: (distance: number) => actor.send({ type: 'pinch.move', distance }),
      pinchEnd: () => actor.send({ type: 'pinch.end' }),
      panStart: ({ x, y }: Point) => actor.send({ type: 'pan.start', x, y }),
      panMove: ({ x, y }: Point) => actor.send({ type: 'pan.move', x, y }),
      panEnd: () => actor.send({ type: 'pan.end' }),
    }),
    [actor],
  );

  return { isOpen, scale, offset, canZoomIn, canZoomOut, isZoomed: zoomed, isPanning, isPinching, close, ...actions };
}
