import type { imageViewerMachine } from '../../../../machines/imageViewerMachine';
import type { Connect } from '../../../common/useConnect';

/** The image shown (null when closed) and how to close it. */
export const connectImageViewer = ((snapshot, send) => ({
  isOpen: snapshot.matches('open'),
  image: snapshot.context.image,
  close: () => send({ type: 'overlay.close' }),
})) satisfies Connect<typeof imageViewerMachine>;
