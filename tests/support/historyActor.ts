import { fromCallback } from 'xstate';

/**
 * A stand-in for the browser's history actor (src/common/overlay/historyEntry.ts), for the machine
 * tests: it counts the times an overlay started and stopped it (an entry added, an entry given
 * up), and lets a test press Back while it runs, as the browser's reports it: `overlay.close`.
 */
export function fakeHistory() {
  const counts = { started: 0, stopped: 0 };
  let back: (() => void) | null = null;
  const historyEntry = fromCallback(({ sendBack }) => {
    counts.started += 1;
    back = () => sendBack({ type: 'overlay.close' });
    return () => {
      counts.stopped += 1;
      back = null;
    };
  });
  return {
    counts,
    actors: { historyEntry },
    /** Back, while an overlay holds an entry; false when none does. */
    pressBack: () => {
      if (!back) return false;
      back();
      return true;
    },
  };
}
