import { PageIntro } from '../components/PageIntro/PageIntro';
import { portfolioIntro } from '../content/pagesIntro';

export default function PortfolioPage() {
  return <PageIntro {...portfolioIntro} />;
}
