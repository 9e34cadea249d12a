import { LegalDocument } from '../../features/legal/LegalDocument';
import { termsPage } from '../../content/legal';

export default function TermsPage() {
  return <LegalDocument page={termsPage} />;
}
