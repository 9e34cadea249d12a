import { Modal } from '@mantine/core';
import { Icon } from '../../../common/components/Icon/Icon';
import { imageViewerContent } from '../../../content/viewers';
import type { ImageViewerHandle } from './useImageViewer';
import { useImageViewerView } from './useImageViewerView';
import { modalLayer, useModalOpened } from '../../../common/layers';
import { RoundControl } from '../../../common/components/RoundControl/RoundControl';
import classes from './ImageViewer.module.css';

export interface ImageViewerProps {
  viewer: ImageViewerHandle;
}

/**
 * One image full screen, from a project card or a service card (product rule S2). The close button,
 * Escape, a click on the backdrop and Back close it.
 */
export default function ImageViewer({ viewer }: ImageViewerProps) {
  const view = useImageViewerView(viewer);
  const modalOpened = useModalOpened(view.isOpen);
  const { image } = view;

  return (
    <Modal.Root
      opened={modalOpened}
      onClose={view.close}
      fullScreen
      // Only the content: Modal.Content's own className would also land on its fixed wrapper.
      classNames={{ content: classes.content }}
      {...modalLayer}
    >
      <Modal.Content aria-label={imageViewerContent.title}>
        <div
          className={classes.stage}
          onClick={(event) => {
            // The dark backdrop around the image, not the image itself.
            if (event.target === event.currentTarget) view.close();
          }}
        >
          {image && (
            <img
              key={image.src}
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes ?? '100vw'}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className={classes.image}
            />
          )}
        </div>
        <RoundControl className={classes.close} label={imageViewerContent.close} onClick={view.close}>
          <Icon name="x" size={22} />
        </RoundControl>
      </Modal.Content>
    </Modal.Root>
  );
}
