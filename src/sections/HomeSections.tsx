import { LazyGallery } from '../components/Gallery/LazyGallery';
import { projectSlides } from '../components/Gallery/projectSlides';
import { LazyImageViewer } from '../components/ImageViewer/LazyImageViewer';
import { LazyLightbox } from '../components/Lightbox/LazyLightbox';
import { hero } from '../content/home';
import { images } from '../content/images';
import { useGallery } from '../hooks/useGallery';
import { toViewerImage, useImageViewer } from '../hooks/useImageViewer';
import { useLightbox } from '../hooks/useLightbox';
import { deferredSection } from '../components/Deferred/deferredSection';
import { homeAnchors } from '../routes';
import { Hero } from './Hero/Hero';

// Below the first screen, each section's code loads as the visitor nears it; its prerendered HTML
// is there from the start (see deferredSection).
const About = deferredSection(homeAnchors.about, () => import('./About/About').then((module) => module.About));
const TrustedBy = deferredSection('trusted-by', () =>
  import('./TrustedBy/TrustedBy').then((module) => module.TrustedBy),
);
const Portfolio = deferredSection(homeAnchors.portfolio, () =>
  import('./Portfolio/Portfolio').then((module) => module.Portfolio),
);
const Services = deferredSection(homeAnchors.services, () =>
  import('./Services/Services').then((module) => module.Services),
);
const Testimonials = deferredSection(homeAnchors.testimonials, () =>
  import('./Testimonials/Testimonials').then((module) => module.Testimonials),
);
const Contact = deferredSection(homeAnchors.contact, () =>
  import('./Contact/Contact').then((module) => module.Contact),
);

/** The home page's sections in SPEC.md's order, and the full-screen views they open (each
 * downloaded the first time it opens). */
export function HomeSections() {
  const lightbox = useLightbox();
  const viewer = useImageViewer();
  const gallery = useGallery(projectSlides.length);

  return (
    <>
      <Hero onOpenImage={lightbox.open} />
      <About />
      <TrustedBy />
      <Portfolio
        onViewProject={(project) => viewer.open(toViewerImage(project.image, project.imageAlt))}
        onViewAll={() => gallery.open()}
      />
      <Services onViewImage={(service) => viewer.open(toViewerImage(service.image, service.imageAlt))} />
      <Testimonials />
      <Contact />
      <LazyLightbox lightbox={lightbox} picture={images.hero} alt={hero.imageAlt} />
      <LazyGallery gallery={gallery} slides={projectSlides} />
      <LazyImageViewer viewer={viewer} />
    </>
  );
}
