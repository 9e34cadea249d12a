import { VisuallyHidden } from '@mantine/core';
import { Icon } from '../../../common/components/Icon/Icon';
import { useHotkeys } from '@mantine/hooks';
import { useRef, type PointerEvent, type TouchEvent } from 'react';
import { GALLERY_AUTOPLAY_MS } from '../../../../machines/constants';
import type { galleryMachine } from '../../../../machines/galleryMachine';
import type { ViewerImage } from '../../../../machines/imageViewerMachine';
import { galleryContent } from '../../../content/viewers';
import { OverlayFrame } from '../../../common/overlay/OverlayFrame';
import type { OverlayViewProps } from '../../../common/overlay/useOverlay';
import { useConnect } from '../../../common/useConnect';
import { connectGallery } from './connectGallery';
import { RoundControl } from '../../../common/components/RoundControl/RoundControl';
import classes from './Gallery.module.css';

export interface GallerySlide {
  title: string;
  /** A short line above the title, e.g. the project's category. */
  eyebrow?: string;
  image: ViewerImage;
}

export interface GalleryProps {
  slides: readonly GallerySlide[];
}

type ShownGalleryProps = GalleryProps & OverlayViewProps<typeof galleryMachine>;

/** At most this many dots; a longer gallery shows a window of them around the current slide. */
const MAX_DOTS = 15;

const SIZES = '(min-width: 62em) 80vw, 100vw';

/** A neighbour's place, round the ends as the machine goes. */
const wrap = (index: number, count: number) => (index + count) % count;

/** The first slide whose dot is shown, so the current one sits in the middle of the window. */
function firstDot(index: number, count: number, max = MAX_DOTS) {
  if (count <= max) return 0;
  return Math.min(Math.max(0, index - Math.floor(max / 2)), count - max);
}

/** Fetches a slide's image into the cache, as the slide's own <img> would pick it. */
function preload(image: ViewerImage) {
  const img = new Image();
  img.decoding = 'async';
  // `sizes` before `srcset`, so the browser picks the candidate with the right width.
  img.sizes = SIZES;
  if (image.srcSet) img.srcset = image.srcSet;
  img.src = image.src;
}

/** The full-screen project gallery (product rules S2, D10): one slide in the DOM at a time and its
 * neighbours preloaded, so a thousand projects open as fast as fifteen. */
export default function Gallery({ actor, slides }: ShownGalleryProps) {
  const view = useConnect(actor, connectGallery);
  return (
    <OverlayFrame
      variant="fullScreen"
      opened={view.isOpen}
      onClose={view.close}
      label={galleryContent.title}
      className={classes.content}
    >
      <Slides view={view} slides={slides} />
    </OverlayFrame>
  );
}

/** What the gallery shows inside its frame, mounted while it is open (its keys with it): the
 * slide, its controls and the dots. */
function Slides({ view, slides }: GalleryProps & { view: ReturnType<typeof connectGallery> }) {
  /** Where the current one-finger touch began. */
  const touchStartX = useRef<number | null>(null);

  // The machine keeps the index within the slides (its count is theirs).
  const { index, count } = view;
  const slide = slides[index]!;

  /** The slide's image is on screen: the machine hears it, and the neighbours start to download.
   * Not in an effect of the move: a press's effects run before the browser paints its result. */
  const onSlideShown = () => {
    view.slideShown();
    if (!view.isOpen || count < 2) return;
    preload(slides[wrap(index + 1, count)]!.image);
    preload(slides[wrap(index - 1, count)]!.image);
  };

  // Wherever focus is in the gallery; never with a modifier (Alt+Left is the browser's Back).
  useHotkeys([
    ['ArrowRight', view.next],
    ['ArrowLeft', view.previous],
  ]);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches.length === 1 ? event.touches[0]!.clientX : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    touchStartX.current = null;
    const touch = event.changedTouches[0];
    if (start !== null && touch) view.swipe(touch.clientX - start);
  };

  // Hovering the slide holds autoplay for a mouse or pen; a finger's enter and leave come with
  // every tap.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') view.hoverStart();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') view.hoverEnd();
  };

  const dotsFrom = firstDot(index, count);
  const dots = Array.from({ length: Math.min(count, MAX_DOTS) }, (_, offset) => dotsFrom + offset);
  const number = index + 1;

  return (
    <>
      {view.isAdvancing && (
        <div
          key={index}
          className={classes.progress}
          style={{ animationDuration: `${GALLERY_AUTOPLAY_MS}ms` }}
          aria-hidden="true"
        />
      )}
      <div className={classes.top}>
        <p className={classes.counter}>{galleryContent.counter(number, count)}</p>
        <div className={classes.actions}>
          <RoundControl
            size={44}
            label={view.isPlaying ? galleryContent.pause : galleryContent.play}
            onClick={view.togglePlay}
          >
            {view.isPlaying ? <Icon name="player-pause" size={20} /> : <Icon name="player-play" size={20} />}
          </RoundControl>
          <RoundControl size={44} label={galleryContent.close} onClick={view.close}>
            <Icon name="x" size={22} />
          </RoundControl>
        </div>
      </div>

      <div
        className={classes.main}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => {
          touchStartX.current = null;
        }}
      >
        <figure className={classes.figure}>
          <div className={classes.stage}>
            <img
              key={index}
              src={slide.image.src}
              srcSet={slide.image.srcSet}
              sizes={SIZES}
              alt={slide.image.alt}
              width={slide.image.width}
              height={slide.image.height}
              draggable={false}
              className={classes.image}
              onLoad={onSlideShown}
              onError={onSlideShown}
              onPointerEnter={onPointerEnter}
              onPointerLeave={onPointerLeave}
            />
          </div>
          <div className={classes.bar}>
            <RoundControl
              className={classes.nav}
              data-side="previous"
              label={galleryContent.previous}
              onClick={view.previous}
            >
              <Icon name="chevron-left" size={24} />
            </RoundControl>
            <figcaption className={classes.caption}>
              {slide.eyebrow && <span className={classes.eyebrow}>{slide.eyebrow}</span>}
              <span className={classes.title}>{slide.title}</span>
            </figcaption>
            <RoundControl className={classes.nav} data-side="next" label={galleryContent.next} onClick={view.next}>
              <Icon name="chevron-right" size={24} />
            </RoundControl>
          </div>
        </figure>

        {count > 1 && (
          <div className={classes.dots} role="group" aria-label={galleryContent.dotsLabel}>
            {dots.map((dot) => (
              <button
                key={dot}
                type="button"
                className={classes.dot}
                aria-label={galleryContent.dot(dot + 1, slides[dot]!.title)}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => view.goTo(dot)}
              />
            ))}
          </div>
        )}
      </div>

      {/* Silent while autoplay runs; speaks once the visitor moves or pauses. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {view.isPaused ? galleryContent.position(number, count, slide.title) : ''}
      </VisuallyHidden>
    </>
  );
}
