import { PageContainer } from '@/components/layout/page-container';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { adminCopy } from '@/features/admin/admin-copy';
import { AdminGate } from '@/features/admin/components/admin-gate';

/** The hidden leads dashboard (docs/decisions/0003-security-model.md): noindex, not prerendered, its own lazy chunk. */
export default function AdminPage() {
  return (
    <>
      <Seo title={adminCopy.page.title} description={adminCopy.page.description} path={paths.admin} noindex />
      <PageContainer className="py-10 sm:py-14">
        <AdminGate />
      </PageContainer>
    </>
  );
}
