import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageMeta } from '@/app/route-table';
import { optionsContent } from '@/content/pages/options';
import { OptionsPage } from '@/features/options/options-page';
import { createQueryClient } from '@/lib/query-client';

export const meta: PageMeta = {
  name: optionsContent.head.title,
  head: optionsContent.head,
};

/**
 * The buyer's private page (/options#<token>): noindex, no referrer, no analytics, prerendered as
 * the neutral shell it is before the token is read (src/features/options/README.md). It reads
 * data, so its query client lives here.
 */
export default function OptionsRoute() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <OptionsPage />
    </QueryClientProvider>
  );
}
