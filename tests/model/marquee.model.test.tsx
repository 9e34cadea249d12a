import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { marqueeMachine } from '../../machines/marqueeMachine';
import { clients, clientsContent } from '../../src/content/clients';
import { TrustedBy } from '../../src/features/home/trustedBy/TrustedBy';
import { createModel, recordCoverage } from '../support/model';
import { measureReplays } from '../support/inspector';
import { render } from '../support/render';

const model = createModel(marqueeMachine, 'marquee', { events: [{ type: 'marquee.toggle' }] });
const measured = measureReplays(marqueeMachine, 'marquee → TrustedBy (UI)');

afterAll(() => {
  recordCoverage(model.coverage);
  recordCoverage(measured.coverage());
});

test('the paths take every state and transition of the logo strip', () => {
  expect(model.coverage.states.missing).toEqual([]);
  expect(model.coverage.transitions.missing).toEqual([]);
});

// Written from the specification, not from the chart: the replays below follow the chart, so they
// alone would agree with a chart that could not play again.
test('the control pauses the strip, and plays it again', () => {
  const actor = createActor(marqueeMachine).start();
  expect(actor.getSnapshot().value).toBe('playing');
  actor.send({ type: 'marquee.toggle' });
  expect(actor.getSnapshot().value).toBe('paused');
  actor.send({ type: 'marquee.toggle' });
  expect(actor.getSnapshot().value).toBe('playing');
});

test.each(model.paths.map((path) => [path.description, path] as const))('machine: %s', (_name, path) => {
  const actor = createActor(marqueeMachine).start();
  let playing = true;
  for (const step of path.steps) {
    actor.send(step.event);
    expect(actor.getSnapshot().value).toEqual(step.state.value);
    // Each press of the control turns the strip the other way.
    playing = !playing;
    expect(actor.getSnapshot().value).toBe(playing ? 'playing' : 'paused');
  }
});

test.each(model.paths.map((path) => [path.description, path] as const))('logo strip: %s', async (_name, path) => {
  const user = userEvent.setup();
  render(<TrustedBy />);
  const replay = measured.replay(path);
  /** Whether the moving strip (the one holding the first list of logos) is marked paused for CSS. */
  const stripPaused = () =>
    screen.getAllByRole('list', { name: clientsContent.listLabel })[0]!.closest('[data-paused]') !== null;
  let playing = true;
  expect(stripPaused()).toBe(false);
  for (const index of path.steps.keys()) {
    await user.click(screen.getByRole('button', { name: playing ? clientsContent.pause : clientsContent.play }));
    replay.step(index);
    // Each press of the control turns the strip the other way, whatever the chart says.
    playing = !playing;
    expect(
      screen.getByRole('button', { name: playing ? clientsContent.pause : clientsContent.play }),
    ).toBeInTheDocument();
    expect(stripPaused()).toBe(!playing);
  }
  replay.done();
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
