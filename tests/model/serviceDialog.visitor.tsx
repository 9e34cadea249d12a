import { fireEvent, within } from '@testing-library/react';
import { services, servicesContent as content } from '../../src/content/services';
import { Services } from '../../src/features/services/Services';
import { overlayUi, type OverlayVisit } from '../support/overlayVisitor';
import { serviceDialogModel, type ServiceDialogView } from './serviceDialog.model';

const serviceOf = (id: string | null) => services.find((service) => service.id === id)!;

/** A visitor of the Services section's dialog; shared with measuredCoverage.test.tsx. */
export const servicesVisit: OverlayVisit<ServiceDialogView> = {
  name: 'serviceDialog → Services (UI)',
  page: () => <Services viewer={{ open: () => {}, prepare: () => {} }} />,
  isOpen: (view) => view.open,
  dialogName: (view) => serviceOf(view.serviceId).title,
  opener: (event) => content.learnMoreLabel(serviceOf(event.serviceId as string).title),
  closeLabel: content.close,
  closings: {
    'Get Free Consultation': {
      close: (dialog) => fireEvent.click(within(dialog).getByRole('link', { name: content.consultationCta })),
      leadsTo: '/consultation',
    },
  },
  shows: (dialog, view) => {
    const service = serviceOf(view.serviceId);
    expect(within(dialog).getByText(service.detailedContent[0]!)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: content.featuresLabel(service.title) })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(service.features);
  },
};

export const servicesUi = overlayUi(serviceDialogModel, servicesVisit);
