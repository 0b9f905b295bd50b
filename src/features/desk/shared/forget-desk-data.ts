import type { QueryClient } from '@tanstack/react-query';

/**
 * Drops everything the desk has read (leads, the supplier register, suggestions, file checks),
 * whatever its query key: on sign-out, and when the account in the tab changes, nothing one
 * account read may stay in memory for the next. The desk has a query client of its own
 * (src/routes/admin.tsx), so this touches no other page's data.
 */
export function forgetDeskData(queryClient: QueryClient): void {
  queryClient.clear();
}
