import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInbox, leadFixture } from '../support/inboxServer';
import { renderInbox } from '../support/renderInbox';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('smoke: the list, then a lead', async () => {
  const server = fakeInbox({
    leads: [leadFixture({ id: 'a' }), leadFixture({ id: 'b', name: 'Rahul Verma', unread: false })],
  });
  server.install();
  const view = renderInbox();
  expect(await screen.findByRole('link', { name: /Priya Sharma/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: /Rahul Verma/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Verma' })).toBeInTheDocument();
  expect(view.location.current()).toBe('/leads/b');
});
