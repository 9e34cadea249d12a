import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyView } from '../../src/components/LazyView/LazyView';
import { lazyView } from '../../src/components/LazyView/lazyView';
import { viewLoadContent } from '../../src/content/viewers';
import { render } from '../support/render';

function Shown({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A view whose code download fails `failures` times, then arrives. */
function flakyView(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new Error('Failed to fetch dynamically imported module');
    return { default: Shown };
  });
  return { view: lazyView(load), load };
}

beforeEach(() => {
  // The error boundary reports what it caught; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

test('a view that was never opened renders nothing and downloads nothing', () => {
  const { view, load } = flakyView(0);
  render(
    <LazyView view={view} opened={false} onClose={() => {}}>
      <view.View label="Gallery" />
    </LazyView>,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByText('Gallery')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test('opening downloads the view, showing a spinner meanwhile; it stays mounted once closed', async () => {
  const { view, load } = flakyView(0);
  const { rerender } = render(
    <LazyView view={view} opened onClose={() => {}}>
      <view.View label="Gallery" />
    </LazyView>,
  );
  expect(screen.getByRole('status', { name: viewLoadContent.loading })).toBeInTheDocument();
  expect(await screen.findByText('Gallery')).toBeInTheDocument();
  expect(view.isLoaded()).toBe(true);
  rerender(
    <LazyView view={view} opened={false} onClose={() => {}}>
      <view.View label="Gallery" />
    </LazyView>,
  );
  // Mounted while closed, so it can animate out and hand focus back; it renders its own closed state.
  expect(screen.getByText('Gallery')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download shows a short message; Try again downloads it again and shows the view', async () => {
  const user = userEvent.setup();
  const { view, load } = flakyView(1);
  render(
    <LazyView view={view} opened onClose={() => {}}>
      <view.View label="Lightbox" />
    </LazyView>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(viewLoadContent.failedTitle);
  expect(alert).toHaveTextContent(viewLoadContent.failedBody);
  const retry = screen.getByRole('button', { name: viewLoadContent.retry });
  expect(retry).toHaveFocus();
  await user.click(retry);
  expect(await screen.findByText('Lightbox')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('the failure message closes the view with its button, Escape or a click beside it', async () => {
  const onClose = vi.fn();
  const { view } = flakyView(10);
  render(
    <LazyView view={view} opened onClose={onClose}>
      <view.View label="Viewer" />
    </LazyView>,
  );
  await screen.findByRole('alert');
  fireEvent.click(screen.getByRole('button', { name: viewLoadContent.close }));
  fireEvent.keyDown(screen.getByRole('button', { name: viewLoadContent.retry }), { key: 'Escape' });
  fireEvent.click(screen.getByRole('alert').parentElement!.parentElement!);
  expect(onClose).toHaveBeenCalledTimes(3);
});
