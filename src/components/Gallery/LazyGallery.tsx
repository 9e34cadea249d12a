import { useGalleryOpen } from '../../hooks/useGallery';
import { LazyView } from '../LazyView/LazyView';
import { lazyView } from '../LazyView/lazyView';
import type { GalleryProps } from './Gallery';

const galleryView = lazyView(() => import('./Gallery'));

/** The project gallery, its code fetched the first time it opens. */
export function LazyGallery(props: GalleryProps) {
  const opened = useGalleryOpen(props.gallery);
  return (
    <LazyView view={galleryView} opened={opened} onClose={props.gallery.close}>
      <galleryView.View {...props} />
    </LazyView>
  );
}
