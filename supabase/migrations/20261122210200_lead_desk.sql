-- The admin as a lead desk: each lead has a status and notes, who last changed them and when, and
-- a history of every change (docs/decisions/0009-lead-desk.md).
--   * Visitors still only insert, and only a new, untouched lead (the insert policies below).
--   * An admin may update status and notes, and nothing else: column-level UPDATE grants plus an
--     update policy that checks the admin claim. updated_at and updated_by are stamped by a
--     trigger, so nobody can write them.
--   * Every change of status or notes is appended to public.lead_status_history by a trigger;
--     admins may read it, nobody may write, change or delete it through the API.

create function private.stamp_lead_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := coalesce((select auth.jwt()) ->> 'email', current_setting('role', true));
  return new;
end;
$$;

create table public.lead_status_history (
  id bigint generated always as identity primary key,
  lead_table text not null
    check (lead_table in ('cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                          'consultation_requests')),
  lead_id uuid not null,
  status text not null,
  notes text,
  changed_by text,
  changed_at timestamptz not null default now()
);

create index lead_status_history_lead_idx on public.lead_status_history (lead_table, lead_id, changed_at desc);

alter table public.lead_status_history enable row level security;
alter table public.lead_status_history force row level security;
revoke all on table public.lead_status_history from public, anon, authenticated, service_role;
grant select on table public.lead_status_history to authenticated;
grant select, insert, update, delete on table public.lead_status_history to service_role;

create policy "Admins read the lead history" on public.lead_status_history
  for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
-- Only the trigger below writes history. It runs as the function's owner (postgres), which the
-- forced row-level security would otherwise hold to the policies too; no API role can become postgres.
create policy "Lead triggers record changes as they happen" on public.lead_status_history
  for insert to postgres
  with check (changed_at = now());

-- Security definer because the admin who changed the lead has no INSERT on the history.
create function private.record_lead_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status or new.notes is distinct from old.notes then
    insert into public.lead_status_history (lead_table, lead_id, status, notes, changed_by)
    values (tg_table_name, new.id, new.status, new.notes, new.updated_by);
  end if;
  return null;
end;
$$;

revoke all on function private.stamp_lead_update(), private.record_lead_change() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                           'consultation_requests']
  loop
    execute format($sql$
      alter table public.%1$I
        add column status text not null default 'new',
        add column notes text,
        add column updated_at timestamptz,
        add column updated_by text,
        add constraint %1$s_status_check check (status in ('new', 'contacted', 'qualified', 'won', 'lost')),
        add constraint %1$s_notes_check check (char_length(notes) <= 5000),
        add constraint %1$s_updated_by_check check (char_length(updated_by) <= 320);

      create index %1$s_status_created_at_idx on public.%1$I (status, created_at desc, id);

      grant update (status, notes) on table public.%1$I to authenticated;

      create policy "Admins update status and notes" on public.%1$I
        for update to authenticated
        using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin')
        with check (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

      create trigger stamp_lead_update before update on public.%1$I
        for each row execute function private.stamp_lead_update();
      create trigger record_lead_change after update on public.%1$I
        for each row execute function private.record_lead_change();
    $sql$, t);
  end loop;
end
$$;

-- Visitors submit a new, untouched lead: the insert policies now also pin the desk columns.
alter policy "Visitors submit partner leads stamped now" on public.cnc_partner_leads
  with check (created_at = now() and status = 'new' and notes is null and updated_at is null and updated_by is null);
alter policy "Visitors submit OEM leads stamped now" on public.oem_leads
  with check (created_at = now() and status = 'new' and notes is null and updated_at is null and updated_by is null);
alter policy "Visitors submit ICP leads stamped now" on public.icp_template_leads
  with check (created_at = now() and status = 'new' and notes is null and updated_at is null and updated_by is null);
alter policy "Visitors send contact messages stamped now" on public.contact_messages
  with check (created_at = now() and status = 'new' and notes is null and updated_at is null and updated_by is null);
alter policy "Visitors request consultations stamped now" on public.consultation_requests
  with check (created_at = now() and status = 'new' and notes is null and updated_at is null and updated_by is null);
