import { LegalDocument } from '../../features/legal/LegalDocument';
import { termsPage } from '../../content/pages';

export default function TermsPage() {
  return <LegalDocument page={termsPage} />;
}
