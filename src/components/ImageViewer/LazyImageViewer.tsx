import { useImageViewerOpen } from '../../hooks/useImageViewer';
import { LazyView } from '../LazyView/LazyView';
import { lazyView } from '../LazyView/lazyView';
import type { ImageViewerProps } from './ImageViewer';

const imageViewerView = lazyView(() => import('./ImageViewer'));

/** The single-image viewer, its code fetched the first time it opens. */
export function LazyImageViewer(props: ImageViewerProps) {
  const opened = useImageViewerOpen(props.viewer);
  return (
    <LazyView view={imageViewerView} opened={opened} onClose={props.viewer.close}>
      <imageViewerView.View {...props} />
    </LazyView>
  );
}
