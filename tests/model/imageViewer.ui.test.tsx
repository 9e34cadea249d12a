import { fireEvent, within } from '@testing-library/react';
import { portfolioContent, projects } from '../../src/content/portfolio';
import { services, servicesContent } from '../../src/content/services';
import { imageViewerContent as content } from '../../src/content/viewers';
import { Portfolio } from '../../src/features/portfolio/Portfolio';
import { Services } from '../../src/features/services/Services';
import { imageViewerOverlay } from '../../src/features/viewers/imageViewer/imageViewerOverlay';
import { describeMachineModel } from '../support/machineModel';
import { overlayUi, WithOverlay } from '../support/overlayVisitor';
import { images, imageViewerModel } from './imageViewer.model';

const none = { open: () => {}, prepare: () => {} };
const image = (dialog: HTMLElement) => within(dialog).getByRole('img');
beforeAll(() => import('../../src/features/viewers/imageViewer/ImageViewer'));
describeMachineModel(imageViewerModel, {
  ui: overlayUi(imageViewerModel, {
    name: 'imageViewer → ImageViewer (UI)',
    page: () => (
      <WithOverlay overlay={imageViewerOverlay}>
        {(viewer) => [<Portfolio key={0} viewer={viewer} gallery={none} />, <Services key={1} viewer={viewer} />]}
      </WithOverlay>
    ),
    isOpen: (view) => view.image !== null,
    dialogName: () => content.title,
    opener: (event) =>
      'image' in event && event.image === images[0]
        ? portfolioContent.viewProjectLabel(projects[2]!.title)
        : servicesContent.viewImageLabel(services[1]!.title),
    closeLabel: content.close,
    closings: { 'a click on the backdrop': { close: (dialog) => fireEvent.click(image(dialog).parentElement!) } },
    shows: (dialog, { image: shown }) => {
      expect(within(dialog).getAllByRole('img')).toHaveLength(1);
      expect(image(dialog)).toHaveAccessibleName(shown!.alt);
      expect(image(dialog)).toHaveAttribute('src', shown!.src);
      expect(image(dialog)).toHaveAttribute('srcset', shown!.srcSet);
      fireEvent.click(image(dialog));
      expect(dialog).toBeInTheDocument(); // a click on the image itself does not close it
    },
  }),
});
