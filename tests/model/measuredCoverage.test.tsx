import { cleanup } from '@testing-library/react';
import { serviceDialogMachine } from '../../machines/serviceDialogMachine';
import type * as ServiceDialogBinding from '../../src/features/services/connectServiceDialog';
import { measureReplays } from '../support/inspector';
import { pathsOf, replayOnUi } from '../support/machineModel';
import { coveringPaths } from '../support/model';
import { overlayUi } from '../support/overlayVisitor';
import { serviceDialogModel } from './serviceDialog.model';
import { servicesVisit } from './serviceDialog.visitor';

/*
 * The printed UI coverage is measured from what the UI's actor did, so a UI that drops an event
 * fails its replays and prints a lower figure. Shown with a deliberately broken Services section:
 * its dialog's binding drops `overlay.close` (Close, Escape and a link in it reach nothing; Back,
 * which the history actor reports, still closes it), everything else as built. The same replays as
 * serviceDialog.ui.test.tsx, closing the dialog from inside it, run on the section as built and
 * on the broken one; the figures are not printed (they would be mistaken for the site's).
 */

const broken = vi.hoisted(() => ({ dropClose: false }));

vi.mock('../../src/features/services/connectServiceDialog', async (importOriginal) => {
  const built = await importOriginal<typeof ServiceDialogBinding>();
  return {
    ...built,
    connectServiceDialog: (...args: Parameters<typeof built.connectServiceDialog>) => {
      const dialog = built.connectServiceDialog(...args);
      return broken.dropClose ? { ...dialog, close: () => {} } : dialog;
    },
  };
});

/** The fewest paths that, together, do all the model's paths do: the figures are the same. */
const paths = coveringPaths(pathsOf(serviceDialogModel).paths);
/** Whether a path closes the open dialog: a close after an open. */
const closes = (description: string) => /overlay\.open.* → overlay\.close/.test(description);
/** Closing through the page's own controls only. */
const fromInside = overlayUi(serviceDialogModel, { ...servicesVisit, back: false });

/** Replays the paths on the Services section; returns the failures and the measured figure. */
async function replayAll(name: string) {
  const measured = measureReplays(serviceDialogMachine, name);
  const failures = new Map<string, string>();
  for (const path of paths) {
    try {
      await replayOnUi(serviceDialogModel, path, fromInside, measured);
    } catch (error) {
      failures.set(path.description, String(error));
    } finally {
      cleanup();
    }
  }
  return { failures, coverage: measured.coverage() };
}

afterEach(() => {
  broken.dropClose = false;
});

// Replays of several paths in one test: more time than one replay takes.
const timeout = 120_000;

test('on the Services section as built, every replay passes and measures every transition', { timeout }, async () => {
  const { failures, coverage } = await replayAll('serviceDialog → Services (UI)');
  expect([...failures.keys()]).toEqual([]);
  expect(coverage.transitions).toEqual({ covered: 2, total: 2, missing: [] });
  expect(coverage.paths).toBe(paths.length);
});

test(
  'a Services section that drops overlay.close fails every replay that closes the dialog, and measures less',
  { timeout },
  async () => {
    broken.dropClose = true;
    const { failures, coverage } = await replayAll('serviceDialog → broken Services (UI)');

    const closing = paths.filter((path) => closes(path.description)).map((path) => path.description);
    expect(closing.length).toBeGreaterThan(0);
    expect([...failures.keys()]).toEqual(closing);
    // Each fails on the actor's record: the close reached nothing, where the model closes the dialog.
    for (const message of failures.values()) {
      expect(message).toMatch(/The UI's serviceDialog actor, at step \d \(overlay\.close\), received none, took none/);
      expect(message).toContain('serviceDialog.open —overlay.close→');
    }

    // Less than the 2 of 2 the section as built measures (the test above).
    expect(coverage.transitions).toEqual({ covered: 1, total: 2, missing: ['serviceDialog.open —overlay.close→'] });
    expect(coverage.paths).toBe(paths.length - closing.length);
  },
);
