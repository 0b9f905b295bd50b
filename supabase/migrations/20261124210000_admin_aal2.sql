-- The lead desk behind a second factor. Every admin capability now also demands that the token
-- was raised to aal2 by a TOTP code, and that its session still exists at aal2 in auth.sessions:
-- a signed-out admin's token, or one whose factor was removed, reads nothing at once, not an hour
-- later when it expires. The admin claim alone (a password) opens nothing.
--
--   * private.is_admin() is the one test; the permissive admin policies stay as they are, and a
--     restrictive policy beside each one adds the test, so no later permissive policy can skip it.
--   * The security definer functions (which bypass row-level security) call it themselves.

-- Security definer: the caller may not read auth.sessions.
create function private.is_admin() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
     and coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
     and exists (
       select from auth.sessions s
        where s.id::text = (select auth.jwt()) ->> 'session_id'
          and s.user_id::text = (select auth.jwt()) ->> 'sub'
          and s.aal::text = 'aal2'
     )
$$;

-- Policies run as the caller, so the caller may use this one function of schema private; every
-- other function there has no EXECUTE for API roles (default privileges revoke it), and no table
-- there is granted to them.
grant usage on schema private to authenticated;
revoke all on function private.is_admin() from public, anon, service_role;
grant execute on function private.is_admin() to authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['cnc_partner_leads', 'oem_leads', 'icp_template_leads', 'contact_messages',
                           'consultation_requests']
  loop
    execute format($sql$
      create policy "Admin reads need the second factor" on public.%1$I
        as restrictive for select to authenticated
        using ((select private.is_admin()));
      create policy "Admin updates need the second factor" on public.%1$I
        as restrictive for update to authenticated
        using ((select private.is_admin()))
        with check ((select private.is_admin()));
    $sql$, t);
  end loop;
  foreach t in array array['lead_status_history', 'lead_deliveries', 'erasure_log']
  loop
    execute format($sql$
      create policy "Admin reads need the second factor" on public.%1$I
        as restrictive for select to authenticated
        using ((select private.is_admin()));
    $sql$, t);
  end loop;
end
$$;

-- Other buckets keep their own rules; lead attachments need the second factor to read or delete.
create policy "Admin reads of lead attachments need the second factor" on storage.objects
  as restrictive for select to authenticated
  using (bucket_id <> 'lead-attachments' or (select private.is_admin()));
create policy "Admin deletes of lead attachments need the second factor" on storage.objects
  as restrictive for delete to authenticated
  using (bucket_id <> 'lead-attachments' or (select private.is_admin()));

-- The security definer functions: same names, messages and grants, the second factor added.
create or replace function private.require_admin() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may search or erase leads by email';
  end if;
end;
$$;

create or replace function public.lead_counts()
returns table (lead_table text, status text, leads bigint)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may read lead counts';
  end if;
  return query select c.lead_table, c.status, c.leads from private.lead_counts c where c.leads > 0;
end;
$$;

create or replace function public.retry_lead_delivery(delivery_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may retry a delivery';
  end if;
  update public.lead_deliveries d
     set status = 'pending', attempts = 0, next_attempt_at = now()
   where d.id = delivery_id and d.status = 'failed';
  get diagnostics changed = row_count;
  if changed > 0 then
    perform private.poke_delivery_drain();
  end if;
  return changed > 0;
end;
$$;
