import { useLightboxOpen } from '../../hooks/useLightbox';
import { LazyView } from '../LazyView/LazyView';
import { lazyView } from '../LazyView/lazyView';
import type { LightboxProps } from './Lightbox';

const lightboxView = lazyView(() => import('./Lightbox'));

/** The hero lightbox, its code fetched the first time it opens. */
export function LazyLightbox(props: LightboxProps) {
  const opened = useLightboxOpen(props.lightbox);
  return (
    <LazyView view={lightboxView} opened={opened} onClose={props.lightbox.close}>
      <lightboxView.View {...props} />
    </LazyView>
  );
}
