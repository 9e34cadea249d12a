import { PageIntro } from '../../common/components/PageIntro/PageIntro';
import { useOverlay } from '../../common/overlay/useOverlay';
import { OverlayView } from '../../common/overlay/OverlayView';
import { portfolioIntro } from '../../content/pagesIntro';
import { galleryOverlay } from '../../features/viewers/gallery/galleryOverlay';
import { projectSlides } from '../../features/viewers/gallery/projectSlides';
import { imageViewerOverlay } from '../../features/viewers/imageViewer/imageViewerOverlay';
import { Portfolio } from '../../features/portfolio/Portfolio';

const titleId = 'portfolio-page-title';

/** The page's heading names the portfolio section below it, which has no heading of its own. */
export default function PortfolioPage() {
  const viewer = useOverlay(imageViewerOverlay);
  const gallery = useOverlay(galleryOverlay, { count: projectSlides.length });
  return (
    <>
      <PageIntro {...portfolioIntro} titleId={titleId} />
      <Portfolio labelledBy={titleId} firstImageAboveFold viewer={viewer} gallery={gallery} />
      <OverlayView overlay={gallery} slides={projectSlides} />
      <OverlayView overlay={viewer} />
    </>
  );
}
