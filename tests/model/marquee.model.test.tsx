import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { marqueeMachine } from '../../machines/marqueeMachine';
import { clients, clientsContent } from '../../src/content/clients';
import { TrustedBy } from '../../src/features/home/trustedBy/TrustedBy';
import { describeMachineModel, type MachineModel } from '../support/machineModel';
import { render } from '../support/render';

/** The logo strip, playing or not: each press of the control turns it the other way, whatever the
 * chart says. Its paths replayed on the machine and on the strip. */
const marqueeModel: MachineModel<typeof marqueeMachine, boolean> = {
  machine: marqueeMachine,
  name: 'marquee',
  events: [{ type: 'marquee.toggle' }],
  view: { initial: true, after: (playing) => !playing, of: (snapshot) => snapshot.matches('playing') },
};
describeMachineModel(marqueeModel);

/** The control's name: what pressing it does. */
const control = (playing: boolean) => (playing ? clientsContent.pause : clientsContent.play);
/** Whether the moving strip (the one holding the first list of logos) is marked paused for CSS. */
const stripPaused = () =>
  screen.getAllByRole('list', { name: clientsContent.listLabel })[0]!.closest('[data-paused]') !== null;

describeMachineModel(marqueeModel, {
  ui: {
    name: 'marquee → TrustedBy (UI)',
    render: () => void render(<TrustedBy />),
    async perform(_event, playing) {
      await userEvent.click(screen.getByRole('button', { name: control(playing) }));
      return `pressed ${control(playing)}`;
    },
    expectShows(playing) {
      expect(screen.getByRole('button', { name: control(playing) })).toBeInTheDocument();
      expect(stripPaused()).toBe(!playing);
    },
  },
});

// Written from the specification, not from the chart: the replays above read the chart's paths,
// so they alone would agree with a chart that could not play again.
test('the control pauses the strip, and plays it again', () => {
  const actor = createActor(marqueeMachine).start();
  expect(actor.getSnapshot().value).toBe('playing');
  actor.send({ type: 'marquee.toggle' });
  expect(actor.getSnapshot().value).toBe('paused');
  actor.send({ type: 'marquee.toggle' });
  expect(actor.getSnapshot().value).toBe('playing');
});

test('screen readers get each of the 9 logos once; the loop copy is hidden from them', () => {
  const { container } = render(<TrustedBy />);
  const lists = container.querySelectorAll('ul');
  expect(lists).toHaveLength(3);
  const hidden = [...lists].filter((list) => list.getAttribute('aria-hidden') === 'true');
  expect(hidden).toHaveLength(1);
  expect(
    screen.getAllByRole('list', { name: clientsContent.listLabel })[0]!.querySelectorAll('[role="img"]'),
  ).toHaveLength(9);
  expect(clients.map((client) => client.name)).toHaveLength(9);
});
