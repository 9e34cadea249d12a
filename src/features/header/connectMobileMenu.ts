import type { mobileMenuMachine } from '../../../machines/mobileMenuMachine';
import type { Connect } from '../../common/useConnect';

/** Whether the phone menu is open, and how the page closes it. */
export const connectMobileMenu = ((snapshot, send) => ({
  isOpen: snapshot.matches('open'),
  /** A link in the menu was chosen, or the phone link. */
  close: () => send({ type: 'overlay.close' }),
})) satisfies Connect<typeof mobileMenuMachine>;
