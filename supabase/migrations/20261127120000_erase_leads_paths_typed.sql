-- plpgsql_check (as `supabase db lint` runs it) warned that erase_leads_by_email initialised its
-- text[] variable from a text literal, a cast PostgreSQL makes only at run time. The same function,
-- with the empty array typed where it is declared.
create or replace function public.erase_leads_by_email(email text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  found record;
  paths text[] := array[]::text[];
  leads integer := 0;
begin
  perform private.require_admin();
  address := private.normalised_email(email);
  perform set_config('forgebridge.erasing_email', address, true);
  for found in select * from public.find_leads_by_email(email) loop
    execute format('delete from public.%I where id = $1', found.lead_table) using found.lead_id;
    delete from public.lead_status_history h where h.lead_table = found.lead_table and h.lead_id = found.lead_id;
    paths := paths || found.attachment_paths;
    leads := leads + 1;
  end loop;
  perform set_config('forgebridge.erasing_email', '', true);
  delete from private.submission_log where email_hash = private.sha256_hex(address);
  insert into public.erasure_log (erased_by, email_sha256, leads_erased, attachments_erased)
  values ((select auth.uid()), private.sha256_hex(address), leads, coalesce(array_length(paths, 1), 0));
  return jsonb_build_object('leads', leads, 'attachment_paths', to_jsonb(paths));
end;
$$;
