import { LazyGallery } from '../components/Gallery/LazyGallery';
import { projectSlides } from '../components/Gallery/projectSlides';
import { LazyImageViewer } from '../components/ImageViewer/LazyImageViewer';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { portfolioIntro } from '../content/pagesIntro';
import { useGallery } from '../hooks/useGallery';
import { toViewerImage, useImageViewer } from '../hooks/useImageViewer';
import { Portfolio } from '../sections/Portfolio/Portfolio';

const titleId = 'portfolio-page-title';

/** The page's heading names the portfolio section below it, which has no heading of its own. */
export default function PortfolioPage() {
  const viewer = useImageViewer();
  const gallery = useGallery(projectSlides.length);
  return (
    <>
      <PageIntro {...portfolioIntro} titleId={titleId} />
      <Portfolio
        labelledBy={titleId}
        onViewProject={(project) => viewer.open(toViewerImage(project.image, project.imageAlt))}
        onViewAll={() => gallery.open()}
      />
      <LazyGallery gallery={gallery} slides={projectSlides} />
      <LazyImageViewer viewer={viewer} />
    </>
  );
}
