import { LegalPage } from '@/components/layout/legal-page';
import { paths } from '@/config/paths';
import { termsOfService } from '@/content/legal/terms';

export default function TermsPage() {
  return <LegalPage document={termsOfService} path={paths.terms} />;
}
