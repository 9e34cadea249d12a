import type { serviceDialogMachine } from '../../../machines/serviceDialogMachine';
import { services } from '../../content/services';
import type { Connect } from '../../common/useConnect';

/** The service shown (or last shown, so that the dialog never goes blank), and how it closes. */
export const connectServiceDialog = ((snapshot, send) => ({
  isOpen: snapshot.matches('open'),
  service: services.find((service) => service.id === snapshot.context.serviceId) ?? null,
  /** Its close button, Escape, or one of its links (which takes the place of its history entry). */
  close: () => send({ type: 'overlay.close' }),
})) satisfies Connect<typeof serviceDialogMachine>;
