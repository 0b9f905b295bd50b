import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { queueCopy } from './queue-copy';
import { queueDues, queueStages, type QueueDue, type QueueFilters, type QueueStage } from './queue-params';

const copy = queueCopy.filters;

/** Stage, due time and "mine", each applied as it changes; the values come from the URL. */
export function QueueFiltersForm({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (filters: QueueFilters) => void;
}) {
  const mineId = useId();
  return (
    <form
      role="search"
      aria-label={copy.label}
      onSubmit={(event) => event.preventDefault()}
      className="grid items-end gap-3 sm:grid-cols-[12rem_12rem_auto]"
    >
      <FormField label={copy.stage}>
        <Select
          value={filters.stage}
          onChange={(event) => onChange({ ...filters, stage: event.target.value as QueueStage | '' })}
        >
          <option value="">{copy.anyStage}</option>
          {queueStages.map((stage) => (
            <option key={stage} value={stage}>
              {queueCopy.stages[stage]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={copy.due}>
        <Select
          value={filters.due}
          onChange={(event) => onChange({ ...filters, due: event.target.value as QueueDue | '' })}
        >
          <option value="">{copy.anyTime}</option>
          {queueDues.map((due) => (
            <option key={due} value={due}>
              {copy.dues[due]}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="flex h-10 items-center gap-2">
        <input
          id={mineId}
          type="checkbox"
          checked={filters.mine}
          onChange={(event) => onChange({ ...filters, mine: event.target.checked })}
          className="accent-brand-700 focus-visible:outline-brand-600 size-4 focus-visible:outline-2 focus-visible:outline-offset-2"
        />
        <label htmlFor={mineId} className="text-sm font-medium text-slate-900">
          {copy.mine}
        </label>
      </div>
    </form>
  );
}
