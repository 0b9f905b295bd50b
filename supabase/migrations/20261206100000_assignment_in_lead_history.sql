-- Who works an RFQ is part of its history: the desk shows when it was handed to whom, and by whom,
-- beside every change of its status and notes. Each history row now says what changed:
--   * kind 'status': the status or the notes (every row written before this migration);
--   * kind 'assignment': the assignee (assigned_to on oem_leads and consultation_requests), with
--     the assignee's email as it was then in `assignee`, or null when the RFQ was left to nobody.
-- Both rows carry the lead's status and notes at that moment, and who made the change. The same
-- trigger writes both, so an assignment is recorded however it is made (assign_rfq, or a team
-- member's account being deleted, which leaves their RFQs to nobody).

alter table public.lead_status_history
  add column kind text not null default 'status' check (kind in ('status', 'assignment')),
  add column assignee text,
  add constraint lead_status_history_assignee_check check (kind = 'assignment' or assignee is null);

comment on column public.lead_status_history.kind is
  'What changed: status (the status or notes) or assignment (who works the RFQ).';
comment on column public.lead_status_history.assignee is
  'For an assignment: the email of the team member it went to, as it was then; null for nobody.';

-- Security definer because the admin who changed the lead has no INSERT on the history. Only two
-- lead tables have an assignee, so it is read from the row as JSON (null on the others).
create or replace function private.record_lead_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  new_assignee uuid := (to_jsonb(new) ->> 'assigned_to')::uuid;
begin
  if new.status is distinct from old.status or new.notes is distinct from old.notes then
    insert into public.lead_status_history (lead_table, lead_id, status, notes, changed_by)
    values (tg_table_name, new.id, new.status, new.notes, new.updated_by);
  end if;
  if new_assignee is distinct from (to_jsonb(old) ->> 'assigned_to')::uuid then
    insert into public.lead_status_history (lead_table, lead_id, status, notes, changed_by, kind, assignee)
    values (tg_table_name, new.id, new.status, new.notes, new.updated_by, 'assignment',
            (select u.email from auth.users u where u.id = new_assignee));
  end if;
  return null;
end;
$$;

revoke all on function private.record_lead_change() from public, anon, authenticated;
