import { LegalDocument } from '../../features/legal/LegalDocument';
import { privacyPage } from '../../content/pages';

export default function PrivacyPage() {
  return <LegalDocument page={privacyPage} />;
}
