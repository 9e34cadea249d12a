import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { mobileMenuMachine } from '../../machines/mobileMenuMachine';
import { Header } from '../../src/components/Header/Header';
import { agency } from '../../src/content/agency';
import { navItems } from '../../src/content/navigation';
import { measureReplays } from '../support/inspector';
import { createModel, recordCoverage, type ModelStep } from '../support/model';
import { render } from '../support/render';

const model = createModel(mobileMenuMachine, 'mobileMenu', {
  events: [{ type: 'menu.toggle' }, { type: 'menu.choose' }, { type: 'menu.close' }],
});

const measured = measureReplays(mobileMenuMachine, 'mobileMenu → Header (UI)');

afterAll(() => {
  recordCoverage(model.coverage);
  recordCoverage(measured.coverage());
});

test('the paths take every state and transition of the menu', () => {
  expect(model.coverage.states.missing).toEqual([]);
  expect(model.coverage.transitions.missing).toEqual([]);
});

describe('mobile menu machine', () => {
  // Written from the specification, not from the chart the replays below follow.
  test('the toggle opens and closes it; a link closes it as it is; Escape closes it and focuses the toggle', () => {
    const focusToggle = vi.fn();
    const actor = createActor(mobileMenuMachine.provide({ actions: { focusToggle } })).start();
    const value = () => actor.getSnapshot().value;
    expect(value()).toBe('closed');
    actor.send({ type: 'menu.toggle' });
    expect(value()).toBe('open');
    actor.send({ type: 'menu.toggle' });
    expect(value()).toBe('closed');
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.choose' });
    expect(value()).toBe('closed');
    expect(focusToggle).not.toHaveBeenCalled();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.close' });
    expect(value()).toBe('closed');
    expect(focusToggle).toHaveBeenCalledTimes(1);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const focusToggle = vi.fn();
    const actor = createActor(mobileMenuMachine.provide({ actions: { focusToggle } })).start();
    expect(actor.getSnapshot().value).toBe('closed');
    for (const step of path.steps) {
      const wasOpen = actor.getSnapshot().matches('open');
      const calls = focusToggle.mock.calls.length;
      actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      // Only closing the open menu by other means than a link or the toggle moves focus to the toggle.
      expect(focusToggle.mock.calls.length - calls).toBe(wasOpen && step.event.type === 'menu.close' ? 1 : 0);
    }
  });
});

describe('header driven by the menu machine', () => {
  const burger = (expanded: boolean) =>
    screen.getByRole('button', { name: expanded ? 'Close menu' : 'Open menu', expanded });

  async function perform(step: ModelStep, previous: 'open' | 'closed') {
    const user = userEvent.setup();
    if (step.event.type === 'menu.toggle') {
      await user.click(burger(previous === 'open'));
    } else if (previous === 'closed') {
      // Closed: there is no menu link to choose, and Escape does nothing visible.
      await user.keyboard('{Escape}');
    } else if (step.event.type === 'menu.choose') {
      await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'About' }));
    } else {
      await user.keyboard('{Escape}');
    }
  }

  async function expectShows(state: 'open' | 'closed') {
    if (state === 'open') {
      // The drawer's code loads on first open.
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      const links = within(dialog).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        ...navItems.map((item) => item.name),
        agency.phones[0].display,
        'Get Quote',
      ]);
      expect(within(dialog).getByRole('link', { name: `Call us ${agency.phones[0].display}` })).toHaveAttribute(
        'href',
        `tel:${agency.phones[0].e164}`,
      );
      expect(within(dialog).getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/start-project');
      expect(burger(true)).toHaveAttribute('aria-expanded', 'true');
    } else {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(burger(false)).toHaveAttribute('aria-expanded', 'false');
    }
  }

  test.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    render(<Header />);
    const replay = measured.replay(path);
    let current: 'open' | 'closed' = 'closed';
    await expectShows(current);
    for (const [index, step] of path.steps.entries()) {
      await perform(step, current);
      replay.step(index);
      const closedByEscape = current === 'open' && step.event.type === 'menu.close';
      const closedByLink = current === 'open' && step.event.type === 'menu.choose';
      current = step.state.value as 'open' | 'closed';
      await expectShows(current);
      // Escape puts focus back on the toggle; a chosen link leaves it where the link led.
      if (closedByEscape) expect(burger(false)).toHaveFocus();
      if (closedByLink) expect(burger(false)).not.toHaveFocus();
    }
    replay.done();
  });
});

test('desktop links point at the home page anchors, and Get Quote at /start-project', () => {
  render(<Header />);
  const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/#home', '/#about', '/#services', '/#portfolio', '/#testimonials', '/#contact']);
  expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/start-project');
  expect(screen.getByRole('link', { name: `Call us ${agency.phones[0].display}` })).toHaveAttribute(
    'href',
    `tel:${agency.phones[0].e164}`,
  );
});
