import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageMeta } from '@/app/route-table';
import { briefContent } from '@/content/pages/brief';
import { BriefPage } from '@/features/brief/brief-page';
import { createQueryClient } from '@/lib/query-client';

export const meta: PageMeta = {
  name: briefContent.head.title,
  head: briefContent.head,
};

/**
 * The supplier's private page (/brief#<token>): noindex, no referrer, no analytics, prerendered as
 * the neutral shell it is before the token is read (src/features/brief/README.md). Like the desk,
 * it reads data, so its query client lives here.
 */
export default function BriefRoute() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BriefPage />
    </QueryClientProvider>
  );
}
