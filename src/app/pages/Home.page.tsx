import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '../../common/ErrorBoundary';
import { lazyWithRetry } from '../../common/lazy/lazyWithRetry';
import { LoadFailed } from '../../common/lazy/LoadFailed';
import { hero } from '../../content/home';
import { images } from '../../content/images';
import { Hero } from '../../features/home/hero/Hero';
import { useOverlay } from '../../common/overlay/useOverlay';
import { OverlayView } from '../../common/overlay/OverlayView';
import { galleryOverlay } from '../../features/viewers/gallery/galleryOverlay';
import { projectSlides } from '../../features/viewers/gallery/projectSlides';
import { imageViewerOverlay } from '../../features/viewers/imageViewer/imageViewerOverlay';
import { lightboxOverlay } from '../../features/viewers/lightbox/lightboxOverlay';

/**
 * A section below the first screen: a chunk of its own, so its CSS is a stylesheet of its own,
 * which the page links at the end of its body, where it does not hold up the first paint
 * (scripts/build/pageStylesheets.ts). Its download starts as this page's code runs, not when hydration
 * reaches the section (seconds later on a slow phone), so it is there when React gets to it.
 */
function belowFirstScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Section = lazyWithRetry<P>(() => load().then((Component) => ({ default: Component })));
  void Section.preload();
  return Section;
}

const About = belowFirstScreen(() => import('../../features/home/about/About').then((m) => m.About));
const TrustedBy = belowFirstScreen(() => import('../../features/home/trustedBy/TrustedBy').then((m) => m.TrustedBy));
const Portfolio = belowFirstScreen(() => import('../../features/portfolio/Portfolio').then((m) => m.Portfolio));
const Services = belowFirstScreen(() => import('../../features/services/Services').then((m) => m.Services));
const Testimonials = belowFirstScreen(() =>
  import('../../features/home/testimonials/Testimonials').then((m) => m.Testimonials),
);
// The contact section carries the message form and its library.
const ContactSection = belowFirstScreen(() => import('./home/ContactSection').then((m) => m.default));

/**
 * One section as a unit of its own: React hydrates each Suspense boundary separately, after the
 * header and the hero, and the one a visitor presses first. If its code cannot be downloaded, the
 * section says so in its place; the rest of the page works on.
 */
function SectionBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => <LoadFailed inSection />}>
      <Suspense>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The home page: its sections in order, and the full-screen views they open (each downloaded the
 * first time it opens). */
export default function HomePage() {
  const lightbox = useOverlay(lightboxOverlay);
  const viewer = useOverlay(imageViewerOverlay);
  const gallery = useOverlay(galleryOverlay, { count: projectSlides.length });

  return (
    <>
      <Hero lightbox={lightbox} />
      <SectionBoundary>
        <About />
      </SectionBoundary>
      <SectionBoundary>
        <TrustedBy />
      </SectionBoundary>
      <SectionBoundary>
        <Portfolio viewer={viewer} gallery={gallery} />
      </SectionBoundary>
      <SectionBoundary>
        <Services viewer={viewer} />
      </SectionBoundary>
      <SectionBoundary>
        <Testimonials />
      </SectionBoundary>
      <SectionBoundary>
        <ContactSection />
      </SectionBoundary>
      <OverlayView overlay={lightbox} picture={images.hero} alt={hero.imageAlt} />
      <OverlayView overlay={gallery} slides={projectSlides} />
      <OverlayView overlay={viewer} />
    </>
  );
}
