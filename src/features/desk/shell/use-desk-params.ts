import { useSearchParams } from 'react-router-dom';
import { leadStatusValues, type LeadStatus } from '@/shared/leads/options';
import { leadKindIds, type LeadKindId } from '@/shared/leads/tables';
import { clockFilters, type ClockFilter } from '@/lib/leads/rfq-clock';
import { rfqStageFilters, type LeadFilters, type RfqStageFilter } from '../leads/filtered-rows';

/**
 * The dashboard's state lives in the URL (`?tab=oem&q=acme&status=new&from=2026-11-01&stage=introduced&page=2&lead=<id>`),
 * so a filtered view or an open lead can be shared with a colleague and survives a reload.
 */
export type DeskState = { tab: LeadKindId; filters: LeadFilters; page: number; lead: string | null };

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isUuid = (value: string | null): value is string =>
  value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Deliberate aliases: the kinds' ids before issue 34 (`cnc`, `consultation`), which links already
 * sent in team alerts and reminders carry as `?tab=`. Read as the new id; never written.
 */
const oldTabIds: ReadonlyMap<string, LeadKindId> = new Map([
  ['cnc', 'partner'],
  ['consultation', 'quote'],
]);

/** A `tab` param as a kind id, an old id normalised to its new one. */
function tabOf(value: string | null): string | null {
  return value === null ? null : (oldTabIds.get(value) ?? value);
}

/** Reads the state from search params; anything malformed falls back to the default. */
export function readDeskParams(params: URLSearchParams): DeskState {
  const tab = tabOf(params.get('tab'));
  const status = params.get('status');
  const page = Number(params.get('page'));
  const from = params.get('from');
  const to = params.get('to');
  const lead = params.get('lead');
  const clock = params.get('clock');
  const stage = params.get('stage');
  return {
    tab: (leadKindIds as readonly string[]).includes(tab ?? '') ? (tab as LeadKindId) : 'icp',
    filters: {
      q: (params.get('q') ?? '').slice(0, 200),
      status: (leadStatusValues as readonly string[]).includes(status ?? '') ? (status as LeadStatus) : '',
      from: isDay(from) ? from : '',
      to: isDay(to) ? to : '',
      clock: (clockFilters as readonly string[]).includes(clock ?? '') ? (clock as ClockFilter) : '',
      stage: (rfqStageFilters as readonly string[]).includes(stage ?? '') ? (stage as RfqStageFilter) : '',
    },
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    lead: isUuid(lead) ? lead : null,
  };
}

type Changes = Partial<
  Record<'tab' | 'q' | 'status' | 'from' | 'to' | 'clock' | 'stage' | 'page' | 'lead', string | null>
>;

export function useDeskParams() {
  const [params, setParams] = useSearchParams();
  const state = readDeskParams(params);
  const update = (changes: Changes) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      const tab = next.get('tab');
      if (tab !== null) next.set('tab', tabOf(tab) ?? tab); // an old id in the URL is written as the new one
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return {
    ...state,
    /** Another tab starts unfiltered, on its first page. */
    setTab: (tab: LeadKindId) =>
      update({ tab, q: null, status: null, from: null, to: null, clock: null, stage: null, page: null, lead: null }),
    setFilters: (filters: LeadFilters) => update({ ...filters, page: null }),
    setPage: (page: number) => update({ page: page > 0 ? String(page + 1) : null }),
    openLead: (id: string) => update({ lead: id }),
    closeLead: () => update({ lead: null }),
  };
}
