import { LegalPage } from '@/components/layout/legal-page';
import { privacyPolicy } from '@/content/legal/privacy-policy';

/** The privacy policy page's content: a static island, kept as prerendered HTML on the first page view. */
export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
