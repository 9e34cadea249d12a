import { ImageViewerView as ImageViewer, useImageViewerOpen } from './useImageViewer';
import { OnDemandView } from '../../../common/lazy/OnDemandView';
import type { ImageViewerProps } from './ImageViewer';

/** The single-image viewer, its code fetched the first time it opens. */
export function LazyImageViewer(props: ImageViewerProps) {
  const opened = useImageViewerOpen(props.viewer);
  return (
    <OnDemandView opened={opened} onClose={props.viewer.close}>
      <ImageViewer {...props} />
    </OnDemandView>
  );
}
