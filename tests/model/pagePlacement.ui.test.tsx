import { act, render } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Router, useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { pagePlacementMachine } from '../../machines/pagePlacementMachine';
import { ScrollOnNavigate, usePagePlacement } from '../../src/app/shell/ScrollOnNavigate';
import { inspectRender, measureReplays } from '../support/inspector';
import { recordCoverage } from '../support/model';
import { FIRST_PATH, pagePlacementModel, visitAfter, type PagePlacementEvent, type Visit } from './pagePlacement.model';

/*
 * The page placement's model (the graph pagePlacement.machine.test.ts replays on the machine),
 * replayed on a router in jsdom wired as App.tsx wires it: the placement above each route's own
 * Suspense boundary, ScrollOnNavigate after the page inside it. Each page's code arrives when the
 * step says (`page.rendered`), as a chunk on a slow network, so the history's events and the
 * page's render are steps of their own. Links go through the router (wouter's `navigate`, which
 * announces its pushes); Back and Forward are the browser's: the address changes, then popstate.
 * Each step checks where the page was placed, against the visit written apart from the chart.
 */

const model = pagePlacementModel();
const measured = measureReplays(pagePlacementMachine, 'pagePlacement → router (UI)');

afterAll(() => recordCoverage(measured.coverage()));

/** The section the home page's links lead to. */
const ANCHOR = 'contact';

/** The page whose code is on the way, and how to let it arrive. */
let held: { code: Promise<void>; arrive: () => void } | null = null;

function Page({ path }: { path: string }) {
  if (held) use(held.code);
  return path === FIRST_PATH ? <section id={ANCHOR}>Contact</section> : <h1>Privacy Policy</h1>;
}

function Site() {
  const [location] = useLocation();
  const placement = usePagePlacement(location);
  return (
    <Suspense key={location} fallback={null}>
      <Page path={location} />
      <ScrollOnNavigate placement={placement} location={location} />
    </Suspense>
  );
}

/** Changes the address as the browser does, without the router hearing of it. */
const setAddress = (url: string) => History.prototype.replaceState.call(window.history, null, '', url);

/** Where the page was put: `top`, or `#id` of the element it was scrolled to. */
let placements: string[] = [];

beforeEach(() => {
  placements = [];
  vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
    if (typeof options === 'object' && options.top === 0) placements.push('top');
  });
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
    placements.push(`#${this.id}`);
  });
  setAddress(FIRST_PATH);
  held = null;
});

/** Does what the visitor or the network does for `event`; false when that sends nothing. */
async function perform(event: PagePlacementEvent): Promise<boolean> {
  if (event.type === 'page.rendered') {
    if (!held) return false;
    const { arrive } = held;
    held = null;
    await act(async () => arrive());
    return true;
  }
  if (event.path !== window.location.pathname) {
    let arrive!: () => void;
    held = { code: new Promise<void>((resolve) => (arrive = resolve)), arrive };
  }
  // The home page's links lead to its section; the other page's to its top.
  const url = event.path === FIRST_PATH ? `${FIRST_PATH}#${ANCHOR}` : event.path;
  await act(async () => {
    if (event.type === 'history.pushed') navigate(url);
    else {
      setAddress(url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
  });
  return true;
}

/** Where the page goes when it is placed: the home page's section the link named, else the top. */
const placement = () => (window.location.pathname === FIRST_PATH && window.location.hash ? `#${ANCHOR}` : 'top');

describe('the router places pages as its model says', () => {
  test.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    inspectRender();
    render(
      <Router>
        <Site />
      </Router>,
    );
    const replay = measured.replay(path);
    let visit: Visit = { path: FIRST_PATH, owed: false };
    // The first page is the browser's to place.
    expect(placements).toEqual([]);
    for (const [index, step] of path.steps.entries()) {
      const before = placements.length;
      const sent = await perform(step.event);
      const expected = visitAfter(visit, step.event);
      visit = expected.visit;
      expect(placements.slice(before), `step ${index + 1}`).toEqual(expected.places ? [placement()] : []);
      replay.step(index, { sent });
    }
    replay.done();
  });
});
