import type { CSSProperties } from 'react';
import type { Picture } from '../../../content/images';
import classes from './ResponsiveImage.module.css';

interface ResponsiveImageProps {
  picture: Picture;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right file. */
  sizes: string;
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A `<picture>` with AVIF and WebP sources at several widths, explicit width and height (no layout
 * shift) and lazy loading unless it is the page's main image. When the file fails to load, the
 * box keeps its size and shows the alt text on a quiet ground.
 */
export function ResponsiveImage({ picture, alt, sizes, priority = false, className, style }: ResponsiveImageProps) {
  const { sources, img } = picture;
  return (
    <picture className={classes.picture}>
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        src={img.src}
        alt={alt}
        width={img.w}
        height={img.h}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={[classes.img, className].filter(Boolean).join(' ')}
        style={style}
      />
    </picture>
  );
}
