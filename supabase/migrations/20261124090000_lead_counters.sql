-- Lead counts the desk can read without scanning a table (docs/decisions/0009-lead-desk.md).
--   * private.lead_counts holds one exact counter per lead table and status, kept by triggers in
--     the same transaction as the insert, status change or delete it counts, so it is never
--     ahead of or behind what a query would count.
--   * public.lead_counts() is how an admin reads them: one call instead of a count(*) per table
--     and status, each of which read every row (ten of them took 1.7 s at 100,000 rows a table).

create table private.lead_counts (
  lead_table text not null,
  status text not null,
  leads bigint not null check (leads >= 0),
  primary key (lead_table, status)
);

revoke all on table private.lead_counts from public, anon, authenticated;

-- Security definer: the visitor or admin whose statement fired the trigger has no access to
-- private.lead_counts. Counting a change as +1 on one key and -1 on another keeps each row's
-- lock short; counts of one table and status are serialised, which lead volumes never notice.
create function private.count_lead_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update private.lead_counts set leads = leads - 1
     where lead_table = tg_table_name and status = old.status;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.lead_counts as c (lead_table, status, leads)
    values (tg_table_name, new.status, 1)
    on conflict (lead_table, status) do update set leads = c.leads + 1;
  end if;
  return null;
end;
$$;

revoke all on function private.count_lead_change() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                           'consultation_requests']
  loop
    execute format($sql$
      insert into private.lead_counts (lead_table, status, leads)
      select %1$L, status, count(*) from public.%1$I group by status;

      create trigger count_lead_insert_delete after insert or delete on public.%1$I
        for each row execute function private.count_lead_change();
      create trigger count_lead_status_change after update of status on public.%1$I
        for each row when (new.status is distinct from old.status)
        execute function private.count_lead_change();
    $sql$, t);
  end loop;
end
$$;

-- Only an admin reads the counts, as only an admin reads the leads they count.
create function public.lead_counts()
returns table (lead_table text, status text, leads bigint)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') <> 'admin' then
    raise sqlstate '42501' using message = 'Only an admin may read lead counts';
  end if;
  return query select c.lead_table, c.status, c.leads from private.lead_counts c where c.leads > 0;
end;
$$;

revoke all on function public.lead_counts() from public, anon, authenticated;
grant execute on function public.lead_counts() to authenticated;
