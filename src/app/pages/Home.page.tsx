import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../../common/ErrorBoundary';
import { lazyWithRetry } from '../../common/lazy/lazyWithRetry';
import { LoadFailed } from '../../common/lazy/LoadFailed';
import { hero } from '../../content/home';
import { images } from '../../content/images';
import { About } from '../../features/home/about/About';
import { Hero } from '../../features/home/hero/Hero';
import { Testimonials } from '../../features/home/testimonials/Testimonials';
import { TrustedBy } from '../../features/home/trustedBy/TrustedBy';
import { Portfolio } from '../../features/portfolio/Portfolio';
import { Services } from '../../features/services/Services';
import { useOverlay } from '../../common/overlay/overlay';
import { OverlayView } from '../../common/overlay/OverlayView';
import { galleryOverlay } from '../../features/viewers/gallery/galleryOverlay';
import { projectSlides } from '../../features/viewers/gallery/projectSlides';
import { imageViewerOverlay } from '../../features/viewers/imageViewer/imageViewerOverlay';
import { lightboxOverlay } from '../../features/viewers/lightbox/lightboxOverlay';

// The contact section carries the message form and its library: below the first screen, so its
// code is a chunk of its own. Its download starts as this page's code runs, not when hydration
// reaches the section (seconds later on a slow phone), so it is there when React gets to it.
const ContactSection = lazyWithRetry(() => import('./home/ContactSection'));
void ContactSection.preload();

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
