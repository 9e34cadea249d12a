import { LazyGallery } from '../viewers/gallery/LazyGallery';
import { projectSlides } from '../viewers/gallery/projectSlides';
import { LazyImageViewer } from '../viewers/imageViewer/LazyImageViewer';
import { LazyLightbox } from '../viewers/lightbox/LazyLightbox';
import { hero } from '../../content/home';
import { images } from '../../content/images';
import { useGallery } from '../viewers/gallery/useGallery';
import { toViewerImage, useImageViewer } from '../viewers/imageViewer/useImageViewer';
import { useLightbox } from '../viewers/lightbox/useLightbox';
import { About } from './about/About';
import { Contact } from './contact/Contact';
import { Hero } from './hero/Hero';
import { Portfolio } from '../portfolio/Portfolio';
import { Services } from '../services/Services';
import { Testimonials } from './testimonials/Testimonials';
import { TrustedBy } from './trustedBy/TrustedBy';

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
