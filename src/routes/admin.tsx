import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageMeta } from '@/app/route-table';
import { PageContainer } from '@/components/layout/page-container';
import { Desk } from '@/features/desk/shell/desk';
import { createQueryClient } from '@/lib/query-client';

export const meta: PageMeta = {
  name: 'Leads dashboard',
  head: { title: 'Leads dashboard', description: 'Internal dashboard of the leads collected by the site.' },
};

/**
 * The hidden leads dashboard (docs/decisions/0003-security-model.md): noindex, not prerendered, its
 * own lazy chunk. It is the only page that reads data, so the query client lives here and public
 * pages never load it. It renders in the desk's own frame (src/app/desk-layout.tsx), without the
 * site's header and footer.
 */
export default function AdminPage() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PageContainer className="py-6 sm:py-10">
        <Desk />
      </PageContainer>
    </QueryClientProvider>
  );
}
