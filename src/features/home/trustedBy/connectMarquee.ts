import type { marqueeMachine } from '../../../../machines/marqueeMachine';
import type { Connect } from '../../../common/useConnect';

/** Whether the logos move, and the pause/play press. */
export const connectMarquee = ((snapshot, send) => ({
  playing: snapshot.matches('playing'),
  toggle: () => send({ type: 'marquee.toggle' }),
})) satisfies Connect<typeof marqueeMachine>;
