import { LegalPage } from '@/components/layout/legal-page';
import { termsOfService } from '@/content/legal/terms';

/** The terms page's content: a static island, kept as prerendered HTML on the first page view. */
export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
