import { LegalPage } from '@/components/layout/legal-page';
import { termsOfService } from '@/content/legal/terms';

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
