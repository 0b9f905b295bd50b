import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { leadStatusOptions, type LeadStatus } from '@/shared/leads/options';
import { leadCopy } from './lead-copy';
import {
  isFiltered,
  isReversedRange,
  noFilters,
  rfqStageFilters,
  type LeadFilters,
  type RfqStageFilter,
} from './filtered-rows';
import { clockCopy } from '../rfqs/clock/clock-copy';
import { clockFilters, type ClockFilter } from '@/lib/leads/rfq-clock';

const copy = leadCopy.filters;

/**
 * Search (on submit) and status, date and (for an RFQ) clock and stage filters (on change) for the open tab. The values come
 * from the URL, so a reload or a shared link shows the same view.
 */
export function LeadFiltersForm({
  filters,
  onChange,
  rfq = false,
}: {
  filters: LeadFilters;
  onChange: (f: LeadFilters) => void;
  /** An RFQ table: its rows can be narrowed by their 72-hour clock and their stage. */
  rfq?: boolean;
}) {
  const [q, setQ] = useState(filters.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() });
  };
  const filtered = isFiltered(filters);
  return (
    <form
      role="search"
      aria-label={copy.label}
      onSubmit={submit}
      className={
        rfq
          ? 'grid items-end gap-3 md:grid-cols-[1fr_10rem_10rem_10rem_10rem_10rem_auto]'
          : 'grid items-end gap-3 md:grid-cols-[1fr_10rem_10rem_10rem_auto]'
      }
    >
      <FormField label={copy.search}>
        <Input type="search" value={q} maxLength={200} onChange={(event) => setQ(event.target.value)} />
      </FormField>
      <FormField label={copy.status}>
        <Select
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as LeadStatus | '' })}
        >
          <option value="">{copy.anyStatus}</option>
          {leadStatusOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </FormField>
      {rfq ? (
        <FormField label={clockCopy.filter.label}>
          <Select
            value={filters.clock}
            onChange={(event) => onChange({ ...filters, clock: event.target.value as ClockFilter | '' })}
          >
            <option value="">{clockCopy.filter.any}</option>
            {clockFilters.map((value) => (
              <option key={value} value={value}>
                {clockCopy.filter[value]}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      {rfq ? (
        <FormField label={copy.stage}>
          <Select
            value={filters.stage}
            onChange={(event) => onChange({ ...filters, stage: event.target.value as RfqStageFilter | '' })}
          >
            <option value="">{copy.anyStage}</option>
            {rfqStageFilters.map((value) => (
              <option key={value} value={value}>
                {copy.stages[value]}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <FormField label={copy.from}>
        <Input
          type="date"
          value={filters.from}
          onChange={(event) => onChange({ ...filters, from: event.target.value })}
        />
      </FormField>
      <FormField label={copy.to} error={isReversedRange(filters) ? copy.reversedRange : undefined}>
        <Input type="date" value={filters.to} onChange={(event) => onChange({ ...filters, to: event.target.value })} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="outline">
          <Search aria-hidden="true" />
          {copy.apply}
        </Button>
        {filtered ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setQ('');
              onChange(noFilters);
            }}
          >
            <X aria-hidden="true" />
            {copy.clear}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
