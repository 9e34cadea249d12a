/**
 * The one vocabulary the cross-browser journeys are written in, whatever drives the browser: a
 * visitor's actions (go to a page, click what they see by its role and name, type, press a key,
 * go Back) and what they read. Each engine supplies a few primitives (`EngineSession`); the
 * finding, waiting and reading are written here once, in the page's own JavaScript, so that both
 * engines find the same element the same way.
 *
 * Elements are found as Testing Library finds them (its browser build, `@testing-library/dom`,
 * put into the page): by ARIA role and accessible name, by visible text, or by CSS. Like a
 * Playwright locator, an action waits until exactly one element matches, then acts on it with the
 * engine's own input (a real click at the element's centre, real key presses).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Matched exactly (after Testing Library's whitespace normalisation) or by a regular expression. */
export type TextMatch = string | RegExp;

/** What a visitor can point at. `within` narrows the search to the one element it matches. */
export type Target =
  | { role: string; name?: TextMatch; level?: number; within?: Target }
  | { text: TextMatch; within?: Target }
  | { css: string; within?: Target };

/** The keys the journeys press. */
export type Key = 'Escape' | 'Enter' | 'Tab' | 'ArrowLeft' | 'ArrowRight';

/** What a journey does and reads, in either engine. */
export interface Driver {
  /** The engine's name and version, e.g. `Firefox 153.8.0esr`. */
  readonly engine: string;
  /** Loads `path` of the site and waits for its load event. */
  goto(path: string): Promise<void>;
  click(target: Target): Promise<void>;
  /** Types `text` into the field, as keystrokes, after what it holds. */
  type(target: Target, text: string): Promise<void>;
  /** Picks the option labelled `label` in a `<select>`. */
  choose(target: Target, label: string): Promise<void>;
  /** Presses a key where the focus is. */
  press(key: Key): Promise<void>;
  /** How many elements match now (0 while none is shown). */
  count(target: Target): Promise<number>;
  /** The text content of the one element that matches, once one does. */
  text(target: Target): Promise<string>;
  /** An attribute of the one element that matches, once one does (null when it has none). */
  attribute(target: Target, name: string): Promise<string | null>;
  /** Runs `fn` in the page with JSON arguments and returns its JSON result. `fn` is sent as source:
   * it may use only its arguments and the page's globals. */
  evaluate<Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Sets the size of the page's viewport (the window's inner size), in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** The browser's Back. */
  back(): Promise<void>;
  /** Runs `fn` in every page `goto` loads from now on: before the page's own scripts where the
   * engine can (Firefox), right after the load event where it cannot (WebKit). */
  onEveryPage(fn: () => void): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** The viewport each engine starts at, and journeys return to. */
export const DESKTOP = { width: 1280, height: 800 } as const;

/** How long an action waits for its element, and a check for its condition. */
export const WAIT_MS = 10_000;

/** What an engine implements: the primitives the Driver is made of. `Handle` is the engine's
 * reference to an element in the page. */
export interface EngineSession<Handle> {
  readonly engine: string;
  /** Evaluates a script's source (a function body: it ends with `return`) and returns its JSON value. */
  run(source: string): Promise<unknown>;
  /** Evaluates a script's source whose value is an element or not: its handle, or its JSON value. */
  runForElement(source: string): Promise<{ element: Handle } | { value: unknown }>;
  click(element: Handle): Promise<void>;
  type(element: Handle, text: string): Promise<void>;
  /** Whether an action failed before it reached the page (the element covered, detached or not
   * laid out yet), so that trying again cannot do it twice. */
  notActionable(error: unknown): boolean;
  /** Selects the option whose value is `value` in the `<select>` element. */
  select(element: Handle, value: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Navigates to a URL and waits for its load event. */
  navigate(url: string): Promise<void>;
  back(): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** Runs a script's source before each new document's own scripts, if the engine can; false if not. */
  addInitScript(source: string): Promise<boolean>;
  screenshot(): Promise<Uint8Array>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// In the page

/** A target as it crosses to the page: regular expressions as their source and flags. */
type WireText = string | { source: string; flags: string };
type WireTarget =
  | { role: string; name?: WireText; level?: number; within?: WireTarget }
  | { text: WireText; within?: WireTarget }
  | { css: string; within?: WireTarget };

function toWire(target: Target): WireTarget {
  const text = (value: TextMatch): WireText =>
    typeof value === 'string' ? value : { source: value.source, flags: value.flags };
  const within = target.within && toWire(target.within);
  if ('role' in target)
    return {
      role: target.role,
      name: target.name === undefined ? undefined : text(target.name),
      level: target.level,
      within,
    };
  if ('text' in target) return { text: text(target.text), within };
  return { css: target.css, within };
}

/** The target in a visitor's words, for failure messages: `link "View All Projects" in dialog "Gallery"`. */
export function describeTarget(target: Target): string {
  const own =
    'role' in target
      ? `${target.role}${target.level ? ` (level ${target.level})` : ''}${target.name === undefined ? '' : ` ${JSON.stringify(String(target.name))}`}`
      : 'text' in target
        ? `text ${JSON.stringify(String(target.text))}`
        : `css ${JSON.stringify(target.css)}`;
  return target.within ? `${own} in ${describeTarget(target.within)}` : own;
}

/** The part of Testing Library's browser build the page uses. */
interface TestingLibrary {
  queryAllByRole(container: Element, role: string, options: { name?: string | RegExp; level?: number }): Element[];
  queryAllByText(container: Element, text: string | RegExp): Element[];
}

/**
 * Runs in the page: every element `target` matches that a visitor could see, or 'no-library'
 * before Testing Library is in the page. Role queries leave out what is hidden from everyone
 * (Testing Library's default: display none, visibility hidden, aria-hidden, a closed popover);
 * text and CSS queries leave out what is not rendered (`checkVisibility`).
 */
function matchesInPage(target: WireTarget): Element[] | 'no-library' {
  const library = (window as unknown as { TestingLibraryDom?: TestingLibrary }).TestingLibraryDom;
  if (!library) return 'no-library';
  const text = (value: WireText) => (typeof value === 'string' ? value : new RegExp(value.source, value.flags));
  const rendered = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const search = (query: WireTarget): Element[] => {
    const scopes = query.within ? search(query.within) : [document.body];
    // A scope must be one element, as a Playwright locator's strictness asks.
    if (scopes.length !== 1) return [];
    const scope = scopes[0]!;
    if ('role' in query) {
      const options: { name?: string | RegExp; level?: number } = {};
      if (query.name !== undefined) options.name = text(query.name);
      if (query.level !== undefined) options.level = query.level;
      return library.queryAllByRole(scope, query.role, options);
    }
    if ('text' in query) return library.queryAllByText(scope, text(query.text)).filter(rendered);
    return [...scope.querySelectorAll(query.css)].filter(rendered);
  };
  return search(target);
}

/** Defined in each script `read` sends, as the reader it was given (see `scriptSource`). */
declare function reader(element: Element, arg: string): unknown;

/**
 * The source of a script that runs `fn` on JSON arguments, with `matchesInPage` (and any other
 * `helpers`, by name) defined beside it: a function crosses to the page as its source, so it can
 * use only its arguments, the page's globals and these. tsx compiles the tests keeping function
 * names, with calls to a `__name` helper that exists only in Node: the page gets its own.
 */
function scriptSource(
  fn: (...args: never[]) => unknown,
  args: unknown[],
  helpers: Record<string, (...args: never[]) => unknown> = {},
): string {
  const defined = Object.entries({ matchesInPage, ...helpers })
    .map(([name, helper]) => `const ${name} = (${helper.toString()});`)
    .join('\n');
  return `const __name = (target) => target;\n${defined}\nreturn (${fn.toString()}).apply(null, ${JSON.stringify(args)});`;
}

const require = createRequire(import.meta.url);
/** Testing Library's browser build: it defines `window.TestingLibraryDom`. */
const testingLibrarySource = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

// ---------------------------------------------------------------------------------------------
// Waiting

/** Checks `condition` every 100 ms until it holds; after `timeoutMs`, fails saying what it waited
 * for and what it saw last. */
export async function waitUntil<T>(
  what: string,
  condition: () => Promise<T>,
  holds: (value: T) => boolean = Boolean,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await condition();
      lastError = undefined;
      if (holds(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const seen = lastError === undefined ? `last saw ${JSON.stringify(last)}` : `last error: ${String(lastError)}`;
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---------------------------------------------------------------------------------------------
// The Driver, from an engine's primitives

/** The Driver of `session`, once the site at `origin` is served; with no site, no journeys: the
 * browser goes too. */
export async function createDriver<Handle>(session: EngineSession<Handle>, origin: Promise<string>): Promise<Driver> {
  const site = await origin.catch(async (error: unknown) => {
    await session.close();
    throw error;
  });
  let everyPage: string[] = [];
  let initScripts = true;

  /** Runs a script in the page; puts Testing Library in first when the page has none yet. */
  async function inPage(source: string): Promise<unknown> {
    const value = await session.run(source);
    if (value !== 'no-library') return value;
    await session.run(testingLibrarySource);
    return session.run(source);
  }

  async function count(target: Target): Promise<number> {
    const counted = await inPage(
      scriptSource(
        (wire: WireTarget) => {
          const found = matchesInPage(wire);
          return found === 'no-library' ? found : found.length;
        },
        [toWire(target)],
      ),
    );
    return counted as number;
  }

  /** The handle of the one element `target` matches, once exactly one does. */
  async function one(target: Target): Promise<Handle> {
    const found = await waitUntil(
      `exactly one ${describeTarget(target)}`,
      async () => {
        const source = scriptSource(
          (wire: WireTarget) => {
            const found = matchesInPage(wire);
            if (found === 'no-library') return found;
            return found.length === 1 ? found[0] : found.length;
          },
          [toWire(target)],
        );
        let answer = await session.runForElement(source);
        if ('value' in answer && answer.value === 'no-library') {
          await session.run(testingLibrarySource);
          answer = await session.runForElement(source);
        }
        return answer;
      },
      (answer) => 'element' in answer,
    );
    return (found as { element: Handle }).element;
  }

  /** Does `act` on the one element `target` matches, again while the page is still changing under
   * it (an element replaced, or covered for a moment by an overlay's entrance), until the timeout. */
  async function actOn(target: Target, what: string, act: (element: Handle) => Promise<void>) {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      try {
        return await act(await one(target));
      } catch (error) {
        if (!session.notActionable(error) || Date.now() > deadline)
          throw new Error(`Could not ${what} ${describeTarget(target)}: ${String(error)}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function read<T>(target: Target, fn: (element: Element, arg: string) => T, arg = ''): Promise<T> {
    const answer = await waitUntil(
      `exactly one ${describeTarget(target)}`,
      () =>
        inPage(
          scriptSource(
            (wire: WireTarget, readerArg: string) => {
              const found = matchesInPage(wire);
              if (found === 'no-library') return found;
              return found.length === 1 ? { value: reader(found[0]!, readerArg) } : { count: found.length };
            },
            [toWire(target), arg],
            { reader: fn },
          ),
        ),
      (answer) => typeof answer === 'object' && answer !== null && 'value' in answer,
    );
    return (answer as { value: T }).value;
  }

  async function afterLoad() {
    if (!initScripts) for (const source of everyPage) await session.run(source);
  }

  return {
    engine: session.engine,
    async goto(path) {
      await session.navigate(new URL(path, site).href);
      await afterLoad();
    },
    click: (target) => actOn(target, 'click', (element) => session.click(element)),
    type: (target, text) => actOn(target, 'type into', (element) => session.type(element, text)),
    async choose(target, label) {
      const value = await read(
        target,
        (select, wanted) =>
          [...(select as HTMLSelectElement).options].find((option) => option.label === wanted)?.value ?? null,
        label,
      );
      if (value === null) throw new Error(`${describeTarget(target)} has no option labelled "${label}"`);
      await actOn(target, 'choose in', (element) => session.select(element, value));
    },
    press: (key) => session.press(key),
    count,
    text: (target) => read(target, (element) => element.textContent ?? ''),
    attribute: (target, name) => read(target, (element, attribute) => element.getAttribute(attribute), name),
    async evaluate(fn, ...args) {
      return (await session.run(scriptSource(fn as (...args: never[]) => unknown, args))) as never;
    },
    setViewport: (width, height) => session.setViewport(width, height),
    back: () => session.back(),
    async onEveryPage(fn) {
      const source = scriptSource(fn, []);
      initScripts = await session.addInitScript(source);
      if (!initScripts) everyPage = [...everyPage, source];
    },
    screenshot: () => session.screenshot(),
    close: () => session.close(),
  };
}
