import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageMeta } from '@/app/route-table';
import { supplierPageContent } from '@/content/pages/supplier';
import { SupplierPage } from '@/features/supplier-page/supplier-page';
import { createQueryClient } from '@/lib/query-client';

export const meta: PageMeta = {
  name: supplierPageContent.head.title,
  head: supplierPageContent.head,
};

/**
 * A shop's private page (/supplier#<token>): noindex, no referrer, no analytics, prerendered as the
 * neutral shell it is before the token is read (src/features/supplier-page/README.md). It reads
 * data, so its query client lives here.
 */
export default function SupplierRoute() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SupplierPage />
    </QueryClientProvider>
  );
}
