import { useImageViewerOpen } from '../../hooks/useImageViewer';
import { lazyWithRetry } from '../Lazy/lazyWithRetry';
import { OnDemandView } from '../Lazy/OnDemandView';
import type { ImageViewerProps } from './ImageViewer';

const ImageViewer = lazyWithRetry<ImageViewerProps>(() => import('./ImageViewer'));

/** The single-image viewer, its code fetched the first time it opens. */
export function LazyImageViewer(props: ImageViewerProps) {
  const opened = useImageViewerOpen(props.viewer);
  return (
    <OnDemandView view={ImageViewer} opened={opened} onClose={props.viewer.close}>
      <ImageViewer {...props} />
    </OnDemandView>
  );
}
