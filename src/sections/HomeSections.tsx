import { LazyGallery } from '../components/Gallery/LazyGallery';
import { projectSlides } from '../components/Gallery/projectSlides';
import { LazyImageViewer } from '../components/ImageViewer/LazyImageViewer';
import { LazyLightbox } from '../components/Lightbox/LazyLightbox';
import { hero } from '../content/home';
import { images } from '../content/images';
import { useGallery } from '../hooks/useGallery';
import { toViewerImage, useImageViewer } from '../hooks/useImageViewer';
import { useLightbox } from '../hooks/useLightbox';
import { About } from './About/About';
import { Contact } from './Contact/Contact';
import { Hero } from './Hero/Hero';
import { Portfolio } from './Portfolio/Portfolio';
import { Services } from './Services/Services';
import { Testimonials } from './Testimonials/Testimonials';
import { TrustedBy } from './TrustedBy/TrustedBy';

/** The home page's sections in order, and the full-screen views they open (each downloaded the
 * first time it opens). */
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
