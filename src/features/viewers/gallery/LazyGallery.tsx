import { GalleryView as Gallery, useGalleryOpen } from './useGallery';
import { OnDemandView } from '../../../common/lazy/OnDemandView';
import type { GalleryProps } from './Gallery';

/** The project gallery, its code fetched the first time it opens. */
export function LazyGallery(props: GalleryProps) {
  const opened = useGalleryOpen(props.gallery);
  return (
    <OnDemandView opened={opened} onClose={props.gallery.close}>
      <Gallery {...props} />
    </OnDemandView>
  );
}
