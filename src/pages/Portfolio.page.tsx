import { PageIntro } from '../components/PageIntro/PageIntro';
import { portfolioIntro } from '../content/pagesIntro';
import { projects } from '../content/portfolio';
import { useGallery } from '../hooks/useGallery';
import { toViewerImage, useImageViewer } from '../hooks/useImageViewer';
import { Portfolio } from '../sections/Portfolio/Portfolio';

export default function PortfolioPage() {
  const viewer = useImageViewer();
  const gallery = useGallery(projects.length);
  return (
    <>
      <PageIntro {...portfolioIntro} />
      <Portfolio
        onViewProject={(project) => viewer.open(toViewerImage(project.image, project.imageAlt))}
        onViewAll={() => gallery.open()}
      />
    </>
  );
}
