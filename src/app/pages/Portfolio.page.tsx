import { LazyGallery } from '../../features/viewers/gallery/LazyGallery';
import { projectSlides } from '../../features/viewers/gallery/projectSlides';
import { LazyImageViewer } from '../../features/viewers/imageViewer/LazyImageViewer';
import { PageIntro } from '../../common/components/PageIntro/PageIntro';
import { portfolioIntro } from '../../content/pagesIntro';
import { useGallery } from '../../features/viewers/gallery/useGallery';
import { toViewerImage, useImageViewer } from '../../features/viewers/imageViewer/useImageViewer';
import { Portfolio } from '../../features/portfolio/Portfolio';

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
        firstImageAboveFold
        onViewProject={(project) => viewer.open(toViewerImage(project.image, project.imageAlt))}
        onViewAll={() => gallery.open()}
        onPrepareViewer={viewer.prepare}
        onPrepareGallery={gallery.prepare}
      />
      <LazyGallery gallery={gallery} slides={projectSlides} />
      <LazyImageViewer viewer={viewer} />
    </>
  );
}
