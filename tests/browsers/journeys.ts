/**
 * The journeys that matter most, written once for every engine (./driver.ts), each as a visitor
 * takes it on the site `npm start` serves: every route renders and the app takes it over; the
 * hero's lightbox, the phone menu, the portfolio filter, the gallery and a service dialog open and
 * close; the enquiry form is stored; the contact form hands over to WhatsApp; dark mode sticks;
 * staff sign in to the inbox.
 * Each journey starts with a page load, so one that fails leaves the next its own start.
 */
import assert from 'node:assert/strict';
import { headerContent, navItems } from '../../src/content/navigation';
import { hero } from '../../src/content/home';
import { notFoundContent, pageMeta } from '../../src/content/pages';
import { portfolioContent, projects } from '../../src/content/portfolio';
import { anchorHref, homeAnchors, notFoundRoute, paths } from '../../src/content/routes';
import { services, servicesContent } from '../../src/content/services';
import { contactFormContent } from '../../src/content/contactForm';
import { enquiryFormContent } from '../../src/content/submissionForms';
import { galleryContent, lightboxContent } from '../../src/content/viewers';
import { inboxContent } from '../../src/content/inbox';
import { INBOX_PATH } from '../../src/contract/inbox';
import { DESKTOP, waitUntil, type Driver, type Target } from './driver';

/** A phone's viewport: under the header's 75em breakpoint, where the menu toggle replaces the
 * links (MiniBrowser's window is no narrower than 447 px). */
const PHONE = { width: 600, height: 900 } as const;

/** The name a visitor types into the forms: it says which engine and which run sent them. */
export const visitorName = (engine: string, runId: string) => `Smoke ${engine} ${runId}`;

/** A member of staff with a password, added for the engine's run (smoke.test.ts). */
export interface Staff {
  email: string;
  password: string;
}

export interface Journey {
  name: string;
  /** `visitor`: the name to type into forms; `staff`: who signs in to the inbox. */
  run: (I: Driver, context: { visitor: string; staff: Staff }) => Promise<void>;
  /** What the journey's pages log by design (see `recordConsoleProblems`). */
  expectedConsole?: RegExp[];
}

// ---------------------------------------------------------------------------------------------
// The console

/**
 * Runs in every page (`Driver.onEveryPage`): notes each console error and warning, uncaught
 * error, unhandled rejection and CSP violation in the tab's sessionStorage, so that every page of
 * a journey adds to one list. In Firefox it runs before the page's scripts; in WebKit only from
 * the load event on, so there it misses what happens before (the app starts after it, here).
 */
export function recordConsoleProblems() {
  const note = (line: string) => {
    const lines = JSON.parse(sessionStorage.getItem('smoke:console') ?? '[]') as string[];
    sessionStorage.setItem('smoke:console', JSON.stringify([...lines, line]));
  };
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      note(`${level}: ${args.map(String).join(' ')}`);
      original(...args);
    };
  }
  addEventListener('error', (event) => note(`uncaught: ${event.message}`));
  addEventListener('unhandledrejection', (event) => note(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    note(`CSP: ${event.violatedDirective} blocked ${event.blockedURI}`),
  );
}

/** What `recordConsoleProblems` noted since the last call. */
export function consoleProblems(I: Driver): Promise<string[]> {
  return I.evaluate(() => {
    const lines = JSON.parse(sessionStorage.getItem('smoke:console') ?? '[]') as string[];
    sessionStorage.removeItem('smoke:console');
    return lines;
  });
}

// ---------------------------------------------------------------------------------------------
// A visitor's vocabulary

const banner: Target = { role: 'banner' };

/** Opens `path` and waits until the app has taken the page over: App.tsx marks the document once
 * the page is interactive, and React has attached its props to every link, button and field
 * (each section below the first screen hydrates on its own, after it), as tests/e2e do. */
async function visit(I: Driver, path: string) {
  await I.goto(path);
  await waitUntil(`the app to take over ${path}`, () =>
    I.evaluate(
      () =>
        document.documentElement.hasAttribute('data-hydrated') &&
        [...document.querySelectorAll('#root :is(a[href], button, input, select, textarea, summary)')].every(
          (control) => Object.keys(control).some((key) => key.startsWith('__reactProps$')),
        ),
    ),
  );
}

/** Waits until `count` elements match `target`. */
const seeCount = (count: number) => (I: Driver, target: Target, what: string) =>
  waitUntil(
    what,
    () => I.count(target),
    (shown) => shown === count,
  );
const seeOne = seeCount(1);
const seeNone = seeCount(0);

async function seeText(I: Driver, target: Target, expected: string | RegExp, what: string) {
  await waitUntil(
    what,
    () => I.text(target),
    (text) => (typeof expected === 'string' ? text.trim() === expected : expected.test(text)),
  );
}

async function seeAttribute(I: Driver, target: Target, name: string, expected: string, what: string) {
  await waitUntil(
    what,
    () => I.attribute(target, name),
    (value) => value === expected,
  );
}

/** A form's field by the start of its label (a required one adds a star). */
const field = (form: Target, label: string, role = 'textbox'): Target => ({
  role,
  name: new RegExp(`^${label}`),
  within: form,
});

const location = (I: Driver) => I.evaluate(() => window.location.pathname + window.location.hash);
const colorScheme = (I: Driver) => I.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

// ---------------------------------------------------------------------------------------------
// The journeys

const routes = [
  { path: paths.home, heading: hero.headline },
  { path: paths.startProject, heading: 'Tell us what you want to make' },
  { path: paths.enquiry, heading: 'Tell us what you want to make' },
  { path: paths.consultation, heading: 'Book a free 30\u2011minute consultation' },
  { path: paths.portfolio, heading: 'Portfolio' },
  { path: paths.privacy, heading: 'Privacy Policy' },
  { path: paths.terms, heading: 'Terms of Service' },
  { path: '/no-such-page', heading: notFoundContent.heading, meta: notFoundRoute },
] as const;

const everyRoute: Journey = {
  name: 'every route renders its page and the app takes it over',
  // The 404 page logs its path, so that broken links show up in monitoring.
  expectedConsole: [new RegExp(`^error: ${notFoundContent.log('/no-such-page')}$`)],
  async run(I) {
    for (const route of routes) {
      await visit(I, route.path);
      await seeText(I, { role: 'heading', level: 1 }, route.heading, `the heading of ${route.path}`);
      assert.equal(
        await I.evaluate(() => document.title),
        pageMeta['meta' in route ? route.meta : route.path].title,
        route.path,
      );
      for (const landmark of [banner, { role: 'main' }, { role: 'contentinfo' }])
        assert.equal(await I.count(landmark), 1, `${route.path}: one ${landmark.role}`);
    }
  },
};

const lightbox: Target = { role: 'dialog', name: lightboxContent.title };

const heroLightbox: Journey = {
  name: 'the hero image opens the lightbox, and its Close button closes it',
  async run(I) {
    await visit(I, paths.home);
    await I.click({ role: 'button', name: hero.openImageLabel });
    await seeOne(I, lightbox, 'the lightbox to open');
    await seeOne(I, { role: 'img', name: hero.imageAlt, within: lightbox }, 'the studio image in the lightbox');
    await I.click({ role: 'button', name: lightboxContent.close, within: lightbox });
    await seeNone(I, lightbox, 'the lightbox to close');
    assert.equal(await location(I), paths.home);
  },
};

const phoneMenu: Journey = {
  name: `the phone menu opens at ${PHONE.width} px, and a link in it closes it`,
  async run(I) {
    await I.setViewport(PHONE.width, PHONE.height);
    try {
      await visit(I, paths.home);
      assert.equal(await I.evaluate(() => window.innerWidth), PHONE.width, 'the viewport’s width');
      assert.equal(await I.count({ role: 'navigation', name: headerContent.navLabel }), 0, 'the desktop links hidden');
      const menu: Target = { role: 'navigation', name: headerContent.mobileMenuTitle };
      assert.equal(await I.count(menu), 0, 'the menu closed at first');
      await I.click({ role: 'button', name: headerContent.menuOpenLabel, within: banner });
      await seeOne(I, menu, 'the menu to open');
      await waitUntil(
        'every anchor link in the menu',
        () => Promise.all(navItems.map((item) => I.count({ role: 'link', name: item.name, within: menu }))),
        (counts) => counts.every((count) => count === 1),
      );
      await seeAttribute(
        I,
        { role: 'button', name: headerContent.menuCloseLabel, within: banner },
        'aria-expanded',
        'true',
        'the toggle to say the menu is open',
      );
      await I.click({ role: 'link', name: 'Contact', within: menu });
      await seeNone(I, menu, 'the menu to close');
      await waitUntil(
        'the address of the contact section',
        () => location(I),
        (at) => at === anchorHref(homeAnchors.contact),
      );
      await seeAttribute(
        I,
        { role: 'button', name: headerContent.menuOpenLabel, within: banner },
        'aria-expanded',
        'false',
        'the toggle to say the menu is closed',
      );
    } finally {
      await I.setViewport(DESKTOP.width, DESKTOP.height);
    }
  },
};

/** The title of each project card shown. */
const shownProjects = (I: Driver) =>
  I.evaluate(() =>
    [...document.querySelectorAll('main article')]
      .filter((card) => card.checkVisibility())
      .map((card) => card.querySelector('h2, h3')?.textContent ?? '(no title)'),
  );

const portfolioFilter: Journey = {
  name: 'the portfolio filter shows only the chosen category’s projects',
  async run(I) {
    const category = 'Graphic Design';
    const expected = projects.filter((project) => project.category === category).map((project) => project.title);
    await visit(I, paths.portfolio);
    const filters: Target = { role: 'group', name: portfolioContent.filterLabel };
    await seeText(I, { text: /^Showing / }, portfolioContent.showing(projects.length, null), 'every project at first');
    assert.deepEqual(
      await shownProjects(I),
      projects.map((project) => project.title),
      'every project card shown at first',
    );

    await I.click({ role: 'button', name: category, within: filters });
    await seeAttribute(
      I,
      { role: 'button', name: category, within: filters },
      'aria-pressed',
      'true',
      'the button pressed',
    );
    await seeAttribute(I, { role: 'button', name: 'All', within: filters }, 'aria-pressed', 'false', 'All released');
    await seeText(I, { text: /^Showing / }, portfolioContent.showing(expected.length, category), 'the count line');
    await waitUntil(
      `only the ${category} projects: ${expected.join(', ')}`,
      () => shownProjects(I),
      (shown) => JSON.stringify(shown) === JSON.stringify(expected),
    );
  },
};

const gallery: Target = { role: 'dialog', name: galleryContent.title };
const galleryCounter: Target = { text: /^\d+ \/ \d+$/, within: gallery };

const projectGallery: Journey = {
  name: 'View All Projects opens the gallery, Next advances it, Escape closes it',
  async run(I) {
    await visit(I, paths.home);
    await I.click({ role: 'link', name: 'View All Projects' });
    await seeOne(I, gallery, 'the gallery to open');
    await seeOne(I, { role: 'img', within: gallery }, 'a slide in the gallery');
    // A move by hand stops autoplay: from then on only Next moves the gallery.
    await I.click({ role: 'button', name: galleryContent.next, within: gallery });
    await seeOne(I, { role: 'button', name: galleryContent.play, within: gallery }, 'autoplay paused');
    const [shown, total] = (await I.text(galleryCounter)).split(' / ').map(Number) as [number, number];
    await I.click({ role: 'button', name: galleryContent.next, within: gallery });
    await seeText(I, galleryCounter, galleryContent.counter((shown % total) + 1, total), 'the next project');
    await I.press('Escape');
    await seeNone(I, gallery, 'the gallery to close');
  },
};

const serviceDialogByBack: Journey = {
  name: 'a service’s Learn More dialog closes with the browser’s Back, the page staying',
  async run(I) {
    const service = services[0]!.title;
    await visit(I, paths.home);
    // Marks this document: Back must close the dialog, not leave or reload the page.
    await I.evaluate(() => {
      (window as unknown as { smokeMark: boolean }).smokeMark = true;
    });
    await I.click({ role: 'link', name: servicesContent.learnMoreLabel(service) });
    const dialog: Target = { role: 'dialog', name: service };
    await seeOne(I, dialog, 'the service dialog to open');
    await seeOne(I, { role: 'button', name: servicesContent.close, within: dialog }, 'its Close button');
    await I.back();
    await seeNone(I, dialog, 'Back to close the dialog');
    assert.equal(await location(I), paths.home, 'still on the home page');
    assert.equal(
      await I.evaluate(() => (window as unknown as { smokeMark?: boolean }).smokeMark === true),
      true,
      'the same page, not a new load',
    );
  },
};

const enquiryStored: Journey = {
  name: 'the enquiry form on /start-project is submitted and stored',
  async run(I, { visitor }) {
    const { fields } = enquiryFormContent;
    const form: Target = { role: 'form', name: enquiryFormContent.title };
    await visit(I, paths.startProject);
    await I.type(field(form, fields.name.label), visitor);
    await I.type(field(form, fields.email.label), 'smoke@example.in');
    await I.type(field(form, fields.phone.label), '+91 98765 43210');
    await I.choose(field(form, fields.service.label, 'combobox'), 'Graphic Design');
    await I.type(field(form, fields.message.label), `A new identity, typed in ${I.engine}.`);
    await I.click({ role: 'button', name: enquiryFormContent.submit, within: form });
    // The success view says the details reached the team only once the server has stored them.
    await seeOne(I, { text: enquiryFormContent.toast.title }, 'the success toast');
    await seeOne(I, { role: 'heading', level: 2, name: enquiryFormContent.success.title }, 'the success view');
    await seeOne(I, { text: enquiryFormContent.success.handOver.delivered }, 'the words of a stored enquiry');
  },
};

interface OpenCall {
  url: string;
  target: string | undefined;
}

const whatsAppHandOver: Journey = {
  name: 'the home contact form hands over to WhatsApp with what was typed',
  async run(I, { visitor }) {
    // The chat window is not opened: the page's window.open records the call and answers as a window.
    await I.onEveryPage(() => {
      const calls: Array<{ url: string; target: string | undefined }> = [];
      (window as unknown as { smokeOpenCalls: typeof calls }).smokeOpenCalls = calls;
      window.open = (url?: string | URL, target?: string) => {
        calls.push({ url: String(url), target });
        return {} as Window;
      };
    });
    await visit(I, paths.home);
    const { fields } = contactFormContent;
    const form: Target = { role: 'form', name: contactFormContent.title };
    const name = visitor;
    const message = `Hello from ${I.engine}: a new identity for our tea brand.`;
    await I.type(field(form, fields.name.label), name);
    await I.type(field(form, fields.email.label), 'smoke@example.in');
    await I.type(field(form, fields.message.label), message);
    await I.click({ role: 'button', name: contactFormContent.submit, within: form });

    const [call] = await waitUntil(
      'the form to open a window',
      () => I.evaluate(() => (window as unknown as { smokeOpenCalls?: OpenCall[] }).smokeOpenCalls ?? []),
      (calls) => calls.length > 0,
    );
    const url = new URL(call!.url);
    assert.equal(`${url.origin}${url.pathname}`.startsWith('https://wa.me/'), true, call!.url);
    assert.equal(call!.target, '_blank');
    const text = url.searchParams.get('text') ?? '';
    assert.match(text, new RegExp(`^Name: ${name}$`, 'm'));
    assert.match(text, /^Email: smoke@example\.in$/m);
    assert.equal(text.endsWith(`\n${message}`), true, `the message at the end of: ${text}`);
    await seeOne(I, { text: contactFormContent.sent }, 'the words that WhatsApp opened');
  },
};

const darkMode: Journey = {
  name: 'the colour scheme toggle switches to dark, and it stays after a reload',
  async run(I) {
    await visit(I, paths.home);
    const toggle = (to: 'dark' | 'light'): Target => ({
      role: 'button',
      name: to === 'dark' ? headerContent.colorScheme.toDark : headerContent.colorScheme.toLight,
      within: banner,
    });
    // From whichever scheme the browser starts in, to the other and back.
    const first = await colorScheme(I);
    assert.ok(first === 'light' || first === 'dark', `data-mantine-color-scheme is ${first}`);
    const schemes = first === 'light' ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
    for (const scheme of schemes) {
      await I.click(toggle(scheme));
      await waitUntil(
        `the page to turn ${scheme}`,
        () => colorScheme(I),
        (shown) => shown === scheme,
      );
      await visit(I, paths.home);
      assert.equal(await colorScheme(I), scheme, `still ${scheme} after a reload`);
      await seeOne(I, toggle(scheme === 'dark' ? 'light' : 'dark'), `the switch back from ${scheme}`);
    }
  },
};

/** WebKit keeps no `Secure` cookie over plain HTTP, even on loopback: the session cookie is
 * `Secure` only over TLS, so staff sign in on `npm start` in every engine. */
const inboxSignIn: Journey = {
  name: 'staff sign in to the inbox with a password, and stay signed in after a reload',
  async run(I, { staff }) {
    const words = inboxContent;
    // The heading counts the unread after its word.
    const list = { role: 'heading', level: 1, name: new RegExp(`^${words.list.heading}\\b`) };
    await I.goto(`${INBOX_PATH}/`);
    await seeOne(I, { role: 'heading', name: words.signIn.heading }, 'the inbox sign-in page');
    await I.type({ role: 'textbox', name: words.signIn.email }, staff.email);
    await I.type({ css: 'input[type="password"]' }, staff.password);
    await I.click({ role: 'button', name: words.signIn.submit });
    await seeOne(I, list, 'the list of leads, signed in');
    await I.goto(`${INBOX_PATH}/`);
    await seeOne(I, list, 'the list again after a reload: the session cookie was kept');
  },
  // The inbox asks who is signed in before anyone is: the browser logs the answer, 401.
  expectedConsole: [/401/],
};

export const journeys: readonly Journey[] = [
  everyRoute,
  heroLightbox,
  phoneMenu,
  portfolioFilter,
  projectGallery,
  serviceDialogByBack,
  enquiryStored,
  whatsAppHandOver,
  darkMode,
  inboxSignIn,
];
