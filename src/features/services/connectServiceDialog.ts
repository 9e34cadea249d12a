import type { serviceDialogMachine } from '../../../machines/serviceDialogMachine';
import { services } from '../../content/services';
import type { Connect } from '../../common/useConnect';

/** The service shown (or last shown, so that the dialog never goes blank), and how it closes. */
export const connectServiceDialog = ((snapshot, send) => ({
  isOpen: snapshot.matches('open'),
  service: services.find((service) => service.id === snapshot.context.serviceId) ?? null,
  close: () => send({ type: 'service.close' }),
  /** One of its links was chosen: it takes the place of the dialog's history entry. */
  choose: () => send({ type: 'service.choose' }),
})) satisfies Connect<typeof serviceDialogMachine>;
