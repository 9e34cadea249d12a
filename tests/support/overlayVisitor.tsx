import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import { OverlayView } from '../../src/common/overlay/OverlayView';
import { useOverlay, type Overlay, type ShownOverlay } from '../../src/common/overlay/useOverlay';
import { useBrowserLocation } from 'wouter/use-browser-location';
import type { MachineModel, UiReplay } from './machineModel';
import { render, whenShown } from './render';

/*
 * A visitor of an overlay, on the window's own history as in the browser (a link chosen inside
 * really takes the place of its entry) (product rule D14), as the `ui` of its model's replays
 * (tests/support/machineModel.ts): an opener opens it; while open, its close button, Escape, Back
 * and any other ways of closing it are taken in turn; while closed, Escape on the page does
 * nothing. At each step it checks what every overlay shows: a modal dialog with focus inside it
 * and a history entry of its own (src/common/overlay/historyEntry.ts) while open; no dialog and no
 * entry once closed, and focus back on the opener unless a link inside led elsewhere.
 */

export interface OverlayVisit<TView> {
  /** The printed row: `<machine> → <view> (UI)`. */
  name: string;
  /** The page the overlay opens on. */
  page: () => ReactNode;
  /** Whether it is open in `view`, and the name of its dialog then. */
  isOpen: (view: TView) => boolean;
  dialogName: (view: TView) => string;
  /** The accessible name of the control that sends `event` (an `overlay.open`), a link unless
   * `openerRole` says otherwise. */
  opener: (event: { type: string; [key: string]: unknown }) => string;
  openerRole?: 'link' | 'button';
  /** Does what a visitor does for any other event of the model; says what. */
  perform?: (event: { type: string; [key: string]: unknown }, view: TView, index: number) => string;
  /** Events the UI sends around a step's own, by design (`MeasuredReplay.step`). */
  stepOptions?: UiReplay<AnyStateMachine, TView>['stepOptions'];
  /** The replays run on fake time (`UiReplay.fakeTime`). */
  fakeTime?: boolean;
  /** Walks that do what every path does, instead of every path. */
  walks?: UiReplay<AnyStateMachine, TView>['walks'];
  /** The close button's accessible name. */
  closeLabel: string;
  /** Other ways of closing it, by name; `leadsTo`: a link, and the path it leads to. */
  closings?: Record<string, { close: (dialog: HTMLElement) => void; leadsTo?: string }>;
  /** `false`: no closing by Back (a replay of what goes through the page's own controls). */
  back?: boolean;
  /** What the open dialog shows in `view`, beyond being an open overlay. */
  shows: (dialog: HTMLElement, view: TView) => void;
}

const marker = () => String((window.history.state as Record<string, unknown> | null)?.rangrezOverlay ?? '');

/** Timer tasks, each queued by the one before (tasks of the same delay run in the order queued). */
const tasks = (count: number): Promise<void> =>
  count === 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0)).then(() => tasks(count - 1));

/** Lets the browser traverse history: jsdom does it in a few nested timer tasks (on fake time, in
 * the millisecond they take), so waiting a few more tasks than that is never too soon, however busy
 * the machine; a UI that dropped the close then fails on what its actor did, not on a timeout. */
const traversed = (traverse: () => void) =>
  act(async () => {
    let popped = false;
    const traversal = new Promise<void>((resolve) => {
      window.addEventListener('popstate', () => resolve(void (popped = true)), { once: true });
    });
    traverse();
    if (!vi.isFakeTimers()) return Promise.race([traversal, tasks(6)]);
    await vi.advanceTimersByTimeAsync(1);
    for (let turn = 0; turn < 10 && !popped; turn += 1) await Promise.resolve();
  });

/** Waits for `check` to pass: on the real clock, as long as the test may run; on fake time, once
 * what is due now has run, unless `idle` (nothing of the overlay runs on time, so its fake time may
 * pass while waiting; otherwise a wait would let its timers run early). */
async function settled(check: () => void, idle = false) {
  if (!vi.isFakeTimers()) return void (await whenShown(() => passes(check)));
  await act(() => vi.advanceTimersByTimeAsync(0));
  while (idle && !passes(check)) await act(() => vi.advanceTimersByTimeAsync(1));
  check();
}

const passes = (check: () => void) => {
  try {
    check();
    return true;
  } catch {
    return null;
  }
};

/** The `ui` of an overlay's model. */
export function overlayUi<TMachine extends AnyStateMachine, TView>(
  model: MachineModel<TMachine, TView>,
  visit: OverlayVisit<TView>,
): UiReplay<TMachine, TView> {
  type Closing = [string, { close: (dialog: HTMLElement) => void; leadsTo?: string }];
  const closings: Closing[] = [
    [
      'the close button',
      { close: (dialog) => fireEvent.click(within(dialog).getByRole('button', { name: visit.closeLabel })) },
    ],
    ['Escape', { close: (dialog) => fireEvent.keyDown(dialog, { key: 'Escape' }) }],
    ...Object.entries(visit.closings ?? {}),
    ...(visit.back === false ? [] : [['Back', { close: () => window.history.back() }] as Closing]),
  ];
  let turn = 0;
  let opener: HTMLElement | null = null;
  let left: string | null = null;
  let closed = false;
  return {
    name: visit.name,
    stepOptions: visit.stepOptions,
    walks: visit.walks,
    fakeTime: visit.fakeTime,
    render() {
      window.history.replaceState(null, '', '/');
      [opener, left, closed] = [null, null, false];
      render(<>{visit.page()}</>, { hook: useBrowserLocation });
    },
    async perform(event, view, index, after) {
      const open = visit.isOpen(view);
      closed = false;
      if (event.type === 'overlay.open') {
        if (open) return 'nothing: its openers are behind it';
        opener = screen.getByRole(visit.openerRole ?? 'link', { name: visit.opener(event) });
        // A press focuses what it presses, which the overlay gives focus back to.
        act(() => opener!.focus());
        fireEvent.click(opener);
        // Its code is a chunk of its own, fetched with the first opening; Mantine names the dialog
        // once its title has mounted.
        await whenShown(() => screen.queryByRole('dialog', { name: visit.dialogName(after) }));
        return `pressed ${visit.opener(event)}`;
      }
      if (event.type !== 'overlay.close') return visit.perform!(event, view, index);
      if (!open) {
        fireEvent.keyDown(window, { key: 'Escape' });
        return 'pressed Escape on the page';
      }
      const [name, closing] = closings[turn++ % closings.length]!;
      const dialog = screen.getByRole('dialog');
      if (closing.leadsTo) {
        closing.close(dialog);
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        left = closing.leadsTo;
      } else await traversed(() => closing.close(dialog));
      closed = !closing.leadsTo;
      return `closed with ${name}`;
    },
    async expectShows(view) {
      if (!visit.isOpen(view)) {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        // Closing gave up its entry: the current one is the page's (or the link's).
        expect(marker()).toBe('');
        expect(window.location.pathname).toBe(left ?? '/');
        if (closed && opener) await settled(() => expect(opener).toHaveFocus(), true);
        return;
      }
      const dialog = screen.getByRole('dialog', { name: visit.dialogName(view) });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(marker()).toMatch(new RegExp(`^${model.machine.id}-`));
      await settled(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      visit.shows(dialog, view);
    },
  };
}

/** A page with `overlay` and its view: `children` gets its opener. */
export function WithOverlay<TMachine extends AnyStateMachine>({
  overlay,
  children,
}: {
  overlay: Overlay<TMachine, object>;
  children: (opener: ShownOverlay<TMachine, object>) => ReactNode;
}) {
  const shown = useOverlay(overlay);
  return (
    <>
      {children(shown)}
      <OverlayView overlay={shown} />
    </>
  );
}
