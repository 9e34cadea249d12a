import type { mobileMenuMachine } from '../../../machines/mobileMenuMachine';
import type { Connect } from '../../common/useConnect';

/** Whether the phone menu is open, and the two ways the page closes it. */
export const connectMobileMenu = ((snapshot, send) => ({
  isOpen: snapshot.matches('open'),
  /** A link in the menu was chosen. */
  choose: () => send({ type: 'menu.choose' }),
  /** Close it from inside (the phone link). */
  close: () => send({ type: 'menu.close' }),
})) satisfies Connect<typeof mobileMenuMachine>;
