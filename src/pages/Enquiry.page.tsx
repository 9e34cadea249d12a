import { PageIntro } from '../components/PageIntro/PageIntro';
import { enquiryIntro } from '../content/pagesIntro';

export default function EnquiryPage() {
  return <PageIntro {...enquiryIntro} />;
}
