import { PageIntro } from '../components/PageIntro/PageIntro';
import { consultationIntro } from '../content/pagesIntro';

export default function ConsultationPage() {
  return <PageIntro {...consultationIntro} />;
}
