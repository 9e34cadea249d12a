import { createActor, fromPromise, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { SUBMIT_DELAY_MS } from '../../machines/constants';
import { contactFormMachine } from '../../machines/contactFormMachine';
import type { LeadAnswer, PostFormRequest } from '../../machines/lead';
import { submissionMachine } from '../../machines/submissionMachine';
import { galleryMachine } from '../../machines/galleryMachine';
import { imageViewerMachine } from '../../machines/imageViewerMachine';
import { lightboxMachine } from '../../machines/lightboxMachine';
import { marqueeMachine } from '../../machines/marqueeMachine';
import { mobileMenuMachine } from '../../machines/mobileMenuMachine';
import { portfolioFilterMachine } from '../../machines/portfolioFilterMachine';
import { serviceDialogMachine } from '../../machines/serviceDialogMachine';
import type { Connect } from '../../src/common/useConnect';
import { connectContactForm } from '../../src/features/forms/contact/connectContactForm';
import { connectSubmission } from '../../src/features/forms/submission/connectSubmission';
import { connectMobileMenu } from '../../src/features/header/connectMobileMenu';
import { connectMarquee } from '../../src/features/home/trustedBy/connectMarquee';
import { connectPortfolioFilter } from '../../src/features/portfolio/connectPortfolioFilter';
import { connectServiceDialog } from '../../src/features/services/connectServiceDialog';
import { connectGallery } from '../../src/features/viewers/gallery/connectGallery';
import { connectImageViewer } from '../../src/features/viewers/imageViewer/connectImageViewer';
import { connectLightbox } from '../../src/features/viewers/lightbox/connectLightbox';

/*
 * Each machine's binding, without a DOM: a visitor's moves go through the functions it returns,
 * and what it returns next is what the markup would show. The expectations are the product's
 * rules (zoom steps of 1.2 from 1, slides that wrap, Back-less closing), not the bindings' code.
 */

/** A started actor, and its binding's view of the actor's current snapshot. */
function bound<TMachine extends AnyStateMachine, TView>(
  machine: TMachine,
  connect: Connect<TMachine, TView>,
  input?: unknown,
) {
  const actor = createActor(machine as AnyStateMachine, { input }).start();
  return { actor, now: () => connect(actor.getSnapshot() as SnapshotFrom<TMachine>, actor.send) };
}

test('lightbox: closed at scale 1; zoom steps by 1.2, to 6 at most; closing starts afresh', () => {
  const { actor, now } = bound(lightboxMachine, connectLightbox);
  expect(now()).toMatchObject({ isOpen: false, scale: 1, isZoomed: false });
  // The page opens it (the hero's button sends `overlay.open`); the binding carries what follows.
  actor.send({ type: 'overlay.open', imageSize: { width: 400, height: 300 } });
  expect(now()).toMatchObject({ isOpen: true, scale: 1, canZoomIn: true, canZoomOut: false, isZoomed: false });
  now().zoomIn();
  expect(now()).toMatchObject({ scale: 1.2, canZoomOut: true, isZoomed: true });
  for (let step = 0; step < 20; step += 1) now().zoomIn();
  expect(now()).toMatchObject({ scale: 6, canZoomIn: false });
  now().panStart({ x: 0, y: 0 });
  expect(now().isPanning).toBe(true);
  now().panMove({ x: 10_000, y: 0 });
  // At scale 6 a 400 px wide image may move (400 × 6 − 400) / 2 = 1,000 px before its edge shows.
  expect(now().offset).toEqual({ x: 1000, y: 0 });
  now().panEnd();
  now().pinchStart(100);
  expect(now()).toMatchObject({ isPinching: true, isPanning: false });
  now().pinchMove(50);
  expect(now().scale).toBe(3);
  now().pinchEnd();
  now().zoomOut();
  expect(now().scale).toBe(2.5);
  now().close();
  expect(now()).toMatchObject({ isOpen: false, scale: 1, offset: { x: 0, y: 0 } });
});

test('gallery: a slide and its count; next and previous wrap; a visitor move pauses autoplay', () => {
  const { actor, now } = bound(galleryMachine, connectGallery, { count: 3 });
  expect(now().isOpen).toBe(false);
  actor.send({ type: 'overlay.open', index: 2 });
  expect(now()).toMatchObject({ isOpen: true, index: 2, count: 3, isPlaying: true, isPaused: false });
  now().slideShown();
  expect(now().isAdvancing).toBe(true);
  now().next();
  expect(now()).toMatchObject({ index: 0, isPlaying: false, isPaused: true });
  now().previous();
  expect(now().index).toBe(2);
  now().goTo(1);
  expect(now().index).toBe(1);
  now().swipe(-80);
  expect(now().index).toBe(2);
  now().swipe(-10);
  expect(now().index).toBe(2);
  now().togglePlay();
  expect(now()).toMatchObject({ isPlaying: true, isPaused: false });
  now().hoverStart();
  expect(now().isAdvancing).toBe(false);
  now().hoverEnd();
  now().close();
  expect(now().isOpen).toBe(false);
});

test('image viewer: the image it was opened with, none once closed', () => {
  const { actor, now } = bound(imageViewerMachine, connectImageViewer);
  expect(now()).toMatchObject({ isOpen: false, image: null });
  const image = { src: '/a.jpg', alt: 'A poster' };
  actor.send({ type: 'overlay.open', image });
  expect(now()).toMatchObject({ isOpen: true, image });
  now().close();
  expect(now()).toMatchObject({ isOpen: false, image: null });
});

test('service dialog: the service opened, still shown while it closes', () => {
  const { actor, now } = bound(serviceDialogMachine, connectServiceDialog);
  expect(now()).toMatchObject({ isOpen: false, service: null });
  actor.send({ type: 'overlay.open', serviceId: 'digital-marketing' });
  expect(now().isOpen).toBe(true);
  expect(now().service?.title).toBe('Digital Marketing');
  now().close();
  expect(now().isOpen).toBe(false);
  expect(now().service?.title).toBe('Digital Marketing');
});

test('phone menu: open once the popover shows; a chosen link or the phone link closes it', () => {
  const { actor, now } = bound(mobileMenuMachine, connectMobileMenu);
  expect(now().isOpen).toBe(false);
  actor.send({ type: 'overlay.open' });
  expect(now().isOpen).toBe(true);
  now().close();
  expect(now().isOpen).toBe(false);
});

test('portfolio filter: every project at first; one category; back to all', () => {
  const { now: view } = bound(portfolioFilterMachine, connectPortfolioFilter, { categories: ['Branding', 'Print'] });
  expect(view().category).toBeNull();
  view().select('Print');
  expect(view().category).toBe('Print');
  view().select('Not a category');
  expect(view().category).toBe('Print');
  view().showAll();
  expect(view().category).toBeNull();
});

test('marquee: moving at first; the press pauses it and plays it again', () => {
  const { now: view } = bound(marqueeMachine, connectMarquee);
  expect(view().playing).toBe(true);
  view().toggle();
  expect(view().playing).toBe(false);
  view().toggle();
  expect(view().playing).toBe(true);
});

test('contact form: editing; a blocked hand-over shows its link until a change; a sent one clears', () => {
  const { actor, now } = bound(contactFormMachine, connectContactForm, { endpoint: '/api/leads' });
  const lead = { values: { name: 'Asha' }, signals: { website: '', formToken: null }, newKey: 'k' };
  expect(now()).toMatchObject({ sent: false, blockedLink: null, stored: false });
  actor.send({ type: 'handover.blocked', link: 'https://wa.me/91?text=Hi', ...lead });
  expect(now()).toMatchObject({ sent: false, blockedLink: 'https://wa.me/91?text=Hi' });
  now().edit();
  expect(now()).toMatchObject({ sent: false, blockedLink: null });
  actor.send({ type: 'handover.blocked', link: 'https://wa.me/91?text=Hi', ...lead });
  now().linkClicked();
  expect(now()).toMatchObject({ sent: true, blockedLink: null });
  now().edit();
  expect(now().sent).toBe(false);
});

test('submission: a draft restored as the page starts shows as kept until the visitor clears it', () => {
  const { now } = bound(submissionMachine, connectSubmission, { form: 'enquiry', endpoint: '/api/leads' });
  now().restore({ name: 'Asha' });
  expect(now()).toMatchObject({ view: 'editing', kept: true });
  now().clear();
  expect(now()).toMatchObject({ view: 'editing', kept: false });
});

test('contact form: a restored draft is kept until cleared; no connection shows as offline', () => {
  const { now } = bound(contactFormMachine, connectContactForm, { endpoint: '/api/leads' });
  expect(now()).toMatchObject({ kept: false, offline: false });
  now().restore({ name: 'Asha' });
  expect(now()).toMatchObject({ kept: true, offline: false });
  now().clear();
  expect(now()).toMatchObject({ kept: false, offline: false });
});

test('submission: the form, busy while the request and the set delay run, then the success view', async () => {
  vi.useFakeTimers();
  try {
    const postForm = fromPromise<LeadAnswer, PostFormRequest>(async () => ({ outcome: 'stored' }));
    const { now } = bound(submissionMachine.provide({ actors: { postForm } }), connectSubmission, {
      form: 'enquiry',
      endpoint: '/api/leads',
    });
    expect(now()).toMatchObject({ view: 'editing', failure: null, delivered: false, kept: false });
    now().start();
    expect(now()).toMatchObject({ view: 'editing', kept: false });
    const values = { name: 'Asha', email: 'asha@example.in' };
    now().submit(values, { website: '', formToken: null });
    expect(now().view).toBe('busy');
    expect(now().values).toMatchObject(values);
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    vi.advanceTimersByTime(SUBMIT_DELAY_MS);
    expect(now()).toMatchObject({ view: 'submitted', delivered: true });
  } finally {
    vi.useRealTimers();
  }
});
