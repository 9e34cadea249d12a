import { projects } from '../content/portfolio';
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

/** The home page's sections in SPEC.md's order, and the viewers they open. */
export function HomeSections() {
  const lightbox = useLightbox();
  const viewer = useImageViewer();
  const gallery = useGallery(projects.length);

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
    </>
  );
}
