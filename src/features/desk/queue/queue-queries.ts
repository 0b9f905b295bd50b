import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { RfqTable } from '@/shared/leads/tables';
import { rfqKeys } from '../rfqs/rfq-keys';
import type { QueueStage, QueueState } from './queue-params';

/** Rows in one page of the queue. */
export const QUEUE_PAGE_SIZE = 50;

/** One RFQ as the queue lists it; the database computes its stage and clock. */
export type QueueRow = {
  lead_table: RfqTable;
  lead_id: string;
  company_name: string;
  clock_due_at: string;
  clock_paused_at: string | null;
  options_sent_at: string | null;
  clock_closed_at: string | null;
  stage: QueueStage;
  yes_count: number;
  assigned_to: string | null;
  assignee_email: string | null;
};

export type QueuePage = { rows: QueueRow[]; total: number };

export type QueueQuery = Omit<QueueState, 'lead'>;

/** One page of the queue, sorted and narrowed on the server, with the matching total (on every row). */
export function queueQuery({ sort, desc, stage, due, mine, page }: QueueQuery) {
  return queryOptions({
    queryKey: [...rfqKeys.queue, { sort, desc, stage, due, mine, page }] as const,
    queryFn: async ({ signal }): Promise<QueuePage> => {
      const { data, error } = await getSupabase()
        .rpc('rfq_queue', {
          p_sort: sort,
          p_desc: desc,
          p_stage: stage || undefined,
          p_due: due || undefined,
          p_mine: mine,
          p_limit: QUEUE_PAGE_SIZE,
          p_offset: page * QUEUE_PAGE_SIZE,
        })
        .retry(false)
        .abortSignal(signal);
      if (error) throw error;
      // The generated types call every column non-null; the clock's and assignee's may be null.
      const rows = (data ?? []) as unknown as QueueRow[];
      return { rows, total: Number(data?.[0]?.total ?? 0) };
    },
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
