import { Icon } from '../../../common/components/Icon/Icon';
import type { imageViewerMachine } from '../../../../machines/imageViewerMachine';
import { imageViewerContent } from '../../../content/viewers';
import { closeOnBackdrop, OverlayFrame } from '../../../common/overlay/OverlayFrame';
import type { OverlayViewProps } from '../../../common/overlay/useOverlay';
import { useConnect } from '../../../common/useConnect';
import { RoundControl } from '../../../common/components/RoundControl/RoundControl';
import { connectImageViewer } from './connectImageViewer';
import classes from './ImageViewer.module.css';

/** One image full screen, from a project card or a service card (product rule S2). */
export default function ImageViewer({ actor }: OverlayViewProps<typeof imageViewerMachine>) {
  const view = useConnect(actor, connectImageViewer);
  const { image } = view;

  return (
    <OverlayFrame variant="fullScreen" opened={view.isOpen} onClose={view.close} label={imageViewerContent.title}>
      <div className={classes.stage} onClick={closeOnBackdrop(view.close)}>
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
    </OverlayFrame>
  );
}
