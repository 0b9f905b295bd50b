-- Neutral copies of a brief's drawings (docs/decisions/0031-sending-the-options.md). When a
-- supplier's brief is sent, the deliver-leads function copies each of the RFQ's files, without the
-- names its metadata holds, to `briefs/<introduction id>/drawing-<n>.<ext>` in the same bucket, as
-- the service role, and links only to that copy. Storage already lets the service write there
-- (it bypasses the policies, and the visitor triggers skip it) and still refuses visitors: their
-- insert policy allows only `<lead table>/<lead id>/<file>`. What changes here is that the copies
-- go with their introduction:
--   * the orphan sweep keeps a copy while its introduction exists, and removes it once the
--     introduction is gone (deleted with its RFQ at retention or erasure); until now every object
--     outside a lead's own folder counted as an orphan after a day, which would have broken a
--     brief's week-long link;
--   * erasure returns the copies' paths with the RFQ's own files, for the admin's client to remove
--     through the Storage API. find_leads_by_email names them while the introductions still exist:
--     erase_leads_by_email deletes the RFQ (and by trigger its introductions) only after reading
--     them.

-- Orphans: a lead's file its stored lead does not list, or a brief's copy whose introduction is gone.
create or replace function public.orphan_lead_attachments(older_than interval default interval '1 day')
returns table (name text)
language sql stable
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'lead-attachments'
    and o.created_at < now() - older_than
    and not exists (
      select from public.oem_leads l
      where split_part(o.name, '/', 1) = 'oem_leads' and l.id::text = split_part(o.name, '/', 2)
        and l.attachments @> jsonb_build_array(jsonb_build_object('path', o.name)))
    and not exists (
      select from public.consultation_requests l
      where split_part(o.name, '/', 1) = 'consultation_requests' and l.id::text = split_part(o.name, '/', 2)
        and l.attachments @> jsonb_build_array(jsonb_build_object('path', o.name)))
    and not exists (
      select from public.introductions i
      where split_part(o.name, '/', 1) = 'briefs' and i.id::text = split_part(o.name, '/', 2))
  order by o.name
$$;

revoke all on function public.orphan_lead_attachments(interval) from public, anon, authenticated;
grant execute on function public.orphan_lead_attachments(interval) to service_role;

-- Every lead stored for one address, in every table, with the names of its files: for an RFQ, its
-- own files and the neutral copies its briefs linked to.
create or replace function public.find_leads_by_email(email text)
returns table (lead_table text, lead_id uuid, created_at timestamptz, attachment_paths text[])
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  address text;
  v_before text := current_setting('forgebridge.rfq_job', true);
begin
  perform private.require_admin();
  address := private.normalised_email(email);
  -- The introductions are read as the functions' owner, which forced row-level security holds to
  -- the desk's functions (forgebridge.rfq_job) on the hosted project.
  perform set_config('forgebridge.rfq_job', 'on', true);
  return query
  with leads as (
    select 'icp_template_leads'::text as t, l.id, l.created_at from public.icp_template_leads l
      where lower(btrim(l.business_email)) = address
    union all
    select 'oem_leads', l.id, l.created_at from public.oem_leads l where lower(btrim(l.email)) = address
    union all
    select 'cnc_partner_leads', l.id, l.created_at from public.cnc_partner_leads l
      where lower(btrim(l.email)) = address
    union all
    select 'contact_messages', l.id, l.created_at from public.contact_messages l
      where lower(btrim(l.email)) = address
    union all
    select 'consultation_requests', l.id, l.created_at from public.consultation_requests l
      where lower(btrim(l.email)) = address
  )
  select leads.t, leads.id, leads.created_at,
         coalesce((select array_agg(o.name order by o.name) from storage.objects o
                    where o.bucket_id = 'lead-attachments'
                      and (o.name like leads.t || '/' || leads.id::text || '/%'
                           or exists (select from public.introductions i
                                      where i.lead_table = leads.t and i.lead_id = leads.id
                                        and o.name like 'briefs/' || i.id::text || '/%'))), '{}')
  from leads
  order by leads.created_at desc, leads.id;
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
end;
$$;

revoke all on function public.find_leads_by_email(text) from public, anon, authenticated, service_role;
grant execute on function public.find_leads_by_email(text) to authenticated;
