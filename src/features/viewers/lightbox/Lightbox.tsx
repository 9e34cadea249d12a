import { Icon } from '../../../common/components/Icon/Icon';
import { useCallback, useRef, type MouseEvent, type PointerEvent, type TouchEvent } from 'react';
import type { lightboxMachine, Point } from '../../../../machines/lightboxMachine';
import type { Picture } from '../../../content/images';
import { lightboxContent } from '../../../content/viewers';
import { closeOnBackdrop, OverlayFrame } from '../../../common/overlay/OverlayFrame';
import type { OverlayViewProps } from '../../../common/overlay/useOverlay';
import { useConnect } from '../../../common/useConnect';
import { RoundControl } from '../../../common/components/RoundControl/RoundControl';
import { connectLightbox } from './connectLightbox';
import classes from './Lightbox.module.css';

export interface LightboxProps {
  picture: Picture;
  alt: string;
}

/** A press that travels further than this is a drag, not a click. */
const CLICK_SLOP_PX = 6;

const fingerDistance = (touches: TouchEvent['touches']) =>
  Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

/** The hero image full screen, to zoom, pinch and pan (product rules S2, D12). The machine holds
 * scale and offset; this turns pointer and touch input into its events and draws the transform. */
export default function Lightbox({ actor, picture, alt }: LightboxProps & OverlayViewProps<typeof lightboxMachine>) {
  const view = useConnect(actor, connectLightbox);
  /** Where the last press began: a click after a drag must not zoom. */
  const press = useRef<Point | null>(null);

  /** Measures the image as laid out at scale 1 (transforms do not change it), on resize. The
   * observer also reports the first size, after the frame's own layout: measuring on mount
   * would lay the page out once more, inside the press that opens the view. */
  const observeImage = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      // Sent on the actor, which stays the same as the view re-renders: one observer per image.
      const measure = () =>
        actor.send({ type: 'viewport.resize', width: image.offsetWidth, height: image.offsetHeight });
      const observer = new ResizeObserver(measure);
      observer.observe(image);
      window.addEventListener('resize', measure);
      return () => {
        observer.disconnect();
        window.removeEventListener('resize', measure);
      };
    },
    [actor],
  );

  const pointer = (event: PointerEvent): Point => ({ x: event.clientX, y: event.clientY });

  const onPointerDown = (event: PointerEvent<HTMLImageElement>) => {
    if (!event.isPrimary || event.button !== 0) return;
    press.current = pointer(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    view.panStart(pointer(event));
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.isPrimary) view.panMove(pointer(event));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (event.isPrimary) view.panEnd();
  };
  const onImageClick = (event: MouseEvent) => {
    const start = press.current;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > CLICK_SLOP_PX) return;
    if (view.isZoomed) view.zoomOut();
    else view.zoomIn();
  };

  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length === 2) view.pinchStart(fingerDistance(event.touches));
  };
  const onTouchMove = (event: TouchEvent) => {
    if (event.touches.length === 2) view.pinchMove(fingerDistance(event.touches));
  };
  const onTouchEnd = (event: TouchEvent) => {
    if (event.touches.length < 2) view.pinchEnd();
  };

  const { x, y } = view.offset;
  const cursor = view.isPanning ? 'grabbing' : view.isZoomed ? 'zoom-out' : 'zoom-in';

  return (
    <OverlayFrame variant="fullScreen" opened={view.isOpen} onClose={view.close} label={lightboxContent.title}>
      <div
        className={classes.stage}
        onClick={closeOnBackdrop(view.close)}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
      >
        <picture className={classes.picture}>
          {picture.sources.avif && <source type="image/avif" srcSet={picture.sources.avif} sizes="100vw" />}
          {picture.sources.webp && <source type="image/webp" srcSet={picture.sources.webp} sizes="100vw" />}
          <img
            ref={observeImage}
            src={picture.img.src}
            alt={alt}
            width={picture.img.w}
            height={picture.img.h}
            draggable={false}
            className={classes.image}
            data-moving={view.isPanning || view.isPinching || undefined}
            style={{ transform: `translate3d(${x}px, ${y}px, 0) scale(${view.scale})`, cursor }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onClick={onImageClick}
          />
        </picture>
      </div>
      <div className={classes.controls}>
        <RoundControl label={lightboxContent.zoomIn} disabled={!view.canZoomIn} onClick={view.zoomIn}>
          <Icon name="zoom-in" size={22} />
        </RoundControl>
        <RoundControl label={lightboxContent.zoomOut} disabled={!view.canZoomOut} onClick={view.zoomOut}>
          <Icon name="zoom-out" size={22} />
        </RoundControl>
        <RoundControl label={lightboxContent.close} onClick={view.close}>
          <Icon name="x" size={22} />
        </RoundControl>
      </div>
    </OverlayFrame>
  );
}
