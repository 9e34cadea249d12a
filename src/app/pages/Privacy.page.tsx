import { LegalDocument } from '../../features/legal/LegalDocument';
import { privacyPage } from '../../content/legal';

export default function PrivacyPage() {
  return <LegalDocument page={privacyPage} />;
}
