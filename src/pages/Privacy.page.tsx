import { LegalDocument } from '../components/LegalDocument/LegalDocument';
import { privacyPage } from '../content/pages';

export default function PrivacyPage() {
  return <LegalDocument page={privacyPage} />;
}
