import { PageContainer } from '@/components/layout/page-container';
import { AdminGate } from '@/features/admin/components/admin-gate';

/** The hidden leads dashboard (docs/decisions/0003-security-model.md): noindex, not prerendered, its own lazy chunk. */
export default function AdminPage() {
  return (
    <PageContainer className="py-10 sm:py-14">
      <AdminGate />
    </PageContainer>
  );
}
