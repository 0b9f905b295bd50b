import { useQuery } from '@tanstack/react-query';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import type { RfqTable } from '@/shared/leads/tables';
import { assigneeCopy } from './assignee-copy';
import { teamQuery, useAssignRfq } from './assignee-queries';

/**
 * Who on the team works this RFQ: "Unassigned" or an admin's email, saved as it changes. The
 * current assignee stays offered while the team loads (or if they left it).
 */
export function AssigneeSelect({ table, id, assignedTo }: { table: RfqTable; id: string; assignedTo: string | null }) {
  const team = useQuery(teamQuery());
  const assign = useAssignRfq(table, id);
  const shown = assign.isPending ? assign.variables : assignedTo;
  const members = team.data ?? [];
  const unlisted = assignedTo !== null && !members.some((m) => m.id === assignedTo) ? assignedTo : null;
  return (
    <FormField label={assigneeCopy.label} className="w-full sm:w-72">
      <Select
        value={shown ?? ''}
        disabled={assign.isPending || team.isPending}
        onChange={(event) => assign.mutate(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{assigneeCopy.unassigned}</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.email}
          </option>
        ))}
        {unlisted ? <option value={unlisted}>{unlisted}</option> : null}
      </Select>
    </FormField>
  );
}
