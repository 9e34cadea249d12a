import { LegalDocument } from '../components/LegalDocument/LegalDocument';
import { termsPage } from '../content/pages';

export default function TermsPage() {
  return <LegalDocument page={termsPage} />;
}
