import { act } from '@testing-library/react';
import { Suspense, use } from 'react';
import { useLocation } from 'wouter';
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { usePagePlacement } from '../../src/common/navigation/usePagePlacement';
import { ScrollOnNavigate } from '../../src/app/shell/ScrollOnNavigate';
import { Section } from '../../src/common/components/Section/Section';
import { PagePlacementContext } from '../../src/common/navigation/pagePlacement';
import { describeMachineModel } from '../support/machineModel';
import { describeEvent } from '../support/model';
import { render } from '../support/render';
import {
  FIRST_PATH,
  OTHER_SECTION,
  pagePlacementModel,
  SECTION,
  visitAfter,
  type PagePlacementEvent,
} from './pagePlacement.model';

/*
 * The page placement's model (the graph pagePlacement.machine.test.ts replays on the machine),
 * replayed on a router in jsdom wired as App.tsx wires it: the placement above each route's own
 * Suspense boundary and shared with the page's sections, ScrollOnNavigate after the page inside
 * it. Each page's code arrives when the step says (`page.rendered`), as a chunk on a slow network,
 * and so does each of its two sections' (`section.arrived`), each in a Suspense boundary of its
 * own as on the home page, so the history's events, the page's render and a section's are steps
 * of their own. The page's render writes the anchor of the step into the address (nothing reads
 * it before) and leaves its section on the way unless the step says it is found. Links go through
 * the router (wouter's `navigate`, which announces its pushes); Back and Forward are the
 * browser's: the address changes, then popstate. Each step checks where the page was placed, and
 * where the focus went with it, against the visit written apart from the chart.
 */

interface Held {
  code: Promise<void>;
  arrive: () => void;
}

const hold = (): Held => {
  let arrive!: () => void;
  return { code: new Promise<void>((resolve) => (arrive = resolve)), arrive };
};

/** The page whose code is on the way, and the sections whose code is, by id. */
let held: Held | null = null;
let heldSections = new Map<string, Held>();

function LateSection({ id }: { id: string }) {
  const section = heldSections.get(id);
  if (section) use(section.code);
  return (
    <Section id={id} eyebrow={id} title={id}>
      <p>The {id} section.</p>
    </Section>
  );
}

function Page({ path }: { path: string }) {
  if (held) use(held.code);
  return (
    <>
      <h1>{path}</h1>
      {[SECTION, OTHER_SECTION].map((id) => (
        <Suspense key={id} fallback={null}>
          <LateSection id={id} />
        </Suspense>
      ))}
    </>
  );
}

function Site() {
  const [location] = useLocation();
  const placement = usePagePlacement(location);
  return (
    <PagePlacementContext value={placement}>
      <Suspense key={location} fallback={null}>
        <Page path={location} />
        <ScrollOnNavigate placement={placement} location={location} />
      </Suspense>
    </PagePlacementContext>
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
  heldSections = new Map();
});

/** Lets `code` arrive, and React render what waited for it. */
const arrive = (code: Held) => act(async () => code.arrive());

/** Does what the visitor or the network does for `event`; false when that sends nothing. */
async function perform(event: PagePlacementEvent): Promise<boolean> {
  if (event.type === 'page.rendered') {
    if (!held) return false;
    const page = held;
    held = null;
    setAddress(`${window.location.pathname}${event.anchor === null ? '' : `#${event.anchor}`}`);
    if (event.anchor !== null && !event.found) heldSections.set(event.anchor, hold());
    await arrive(page);
    return true;
  }
  if (event.type === 'section.arrived') {
    const section = heldSections.get(event.id);
    // A section arrives once its page has rendered.
    if (held || !section) return false;
    heldSections.delete(event.id);
    await arrive(section);
    return true;
  }
  if (event.path !== window.location.pathname) {
    // Another page's code is on the way, and its other section's after it.
    held = hold();
    heldSections = new Map([[OTHER_SECTION, hold()]]);
  }
  await act(async () => {
    if (event.type === 'history.pushed') navigate(event.path);
    else {
      setAddress(event.path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
  });
  return true;
}

/** Whether the last step sent the placement anything. */
let sent = true;

describeMachineModel(pagePlacementModel, {
  ui: {
    name: 'pagePlacement → router (UI)',
    render: () => void render(<Site />, { hook: useBrowserLocation }),
    async perform(event) {
      sent = await perform(event);
      return sent ? describeEvent(event) : 'nothing: it has not come';
    },
    // The sections on the page as it renders say they have arrived, before it does: ignored.
    stepOptions: (event) => ({ sent, besides: event.type === 'page.rendered' ? ['section.arrived'] : [] }),
    expectShows(_view, event) {
      // The first page is the browser's to place.
      if (event === null) expect(placements).toEqual([]);
    },
    check({ event, before }) {
      const { places } = visitAfter(before, event);
      expect(placements.splice(0)).toEqual(places ? [places] : []);
      // A section the page is put at takes the focus with it, as its link's target.
      if (places?.startsWith('#')) expect(document.activeElement).toBe(document.getElementById(places.slice(1)));
    },
  },
});
