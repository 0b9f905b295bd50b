-- Sending the options (docs/decisions/0031-sending-the-options.md): one action queues, for the
-- confirmed shortlist, a brief to each supplier and one email to the buyer naming them, and stops
-- the RFQ's 72-hour clock; the desk then records each supplier's answer.
--   * public.send_options(lead_table, lead_id): locks the RFQ's row, refuses when the options went
--     out already (so a second click or a parallel call queues nothing twice), stamps sent_at on
--     every introduction and options_sent_at on the RFQ, and queues one supplier_brief per
--     introduction and one buyer_options, all in one transaction.
--   * public.record_supplier_answer(introduction_id, answer, reason): interested, quoted, or
--     declined with a reason. A decline excludes the supplier from this RFQ's suggestions.
--   * private.supplier_brief_facts(introduction_id): what a brief may carry. It names the RFQ's
--     technical columns one by one (work type, materials, certifications, quantities, lead time,
--     industry, delivery region, the drawings' measurements and where they are stored) and nothing
--     else: never the buyer's name, email, company, phone, website, city, job title, or free text
--     the buyer typed, which could name them.
--   * The claim of the outbox returns these facts for a brief, and the RFQ's row with its
--     shortlist for the buyer's email. A brief's delivery goes with its introduction, which goes
--     with its RFQ (retention and erasure).

-- The RFQ's row: read and stamped only by the desk's functions, inside their own transaction. ------
do $$
declare
  t text;
begin
  foreach t in array array['oem_leads', 'consultation_requests'] loop
    execute format($sql$
      create policy "Sending the options reads its RFQ as the functions' owner" on public.%1$I
        for select to postgres
        using (current_setting('forgebridge.rfq_job', true) = 'on');
      create policy "Sending the options stamps its RFQ as the functions' owner" on public.%1$I
        for update to postgres
        using (current_setting('forgebridge.rfq_job', true) = 'on' and options_sent_at is null)
        with check (current_setting('forgebridge.rfq_job', true) = 'on' and options_sent_at is not null);
    $sql$, t);
  end loop;
end
$$;

create policy "Sending the options reads the shortlisted suppliers" on public.suppliers
  for select to postgres
  using (current_setting('forgebridge.rfq_job', true) = 'on');

-- A brief's delivery goes with its introduction ------------------------------------------------------
drop policy "Deliveries go with their lead" on public.lead_deliveries;
create policy "Deliveries go with their lead" on public.lead_deliveries
  for delete to postgres
  using (case lead_table
           when 'cnc_partner_leads' then not exists (select from public.cnc_partner_leads l where l.id = lead_id)
           when 'oem_leads' then not exists (select from public.oem_leads l where l.id = lead_id)
           when 'icp_template_leads' then not exists (select from public.icp_template_leads l where l.id = lead_id)
           when 'contact_messages' then not exists (select from public.contact_messages l where l.id = lead_id)
           when 'consultation_requests' then not exists (select from public.consultation_requests l where l.id = lead_id)
           when 'introductions' then not exists (select from public.introductions i where i.id = lead_id)
           else false
         end);

create trigger drop_lead_deliveries after delete on public.introductions
  for each row execute function private.drop_lead_deliveries();

-- What a supplier's brief may carry ----------------------------------------------------------------
-- Technical facts only, column by column. The drawings keep their storage path (the function signs
-- a week-long link to it when it sends) and measurements; their names, typed on the buyer's
-- computer, are left out. It runs as its caller, the sender (service_role), in the claim.
create function private.supplier_brief_facts(p_introduction_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  with intro as (
    select i.* from public.introductions i where i.id = p_introduction_id
  ),
  rfq as (
    select i.lead_table, i.lead_id,
           case i.lead_table
             when 'oem_leads' then (
               select jsonb_build_object(
                        'production_requirements', o.production_requirements,
                        'material_types', o.material_types,
                        'quality_standards', o.quality_standards,
                        'sourcing_volume', o.sourcing_volume,
                        'delivery_requirements', o.delivery_requirements,
                        'industry_sector', o.industry_sector,
                        'delivery_regions', o.delivery_regions,
                        'attachments', o.attachments)
                 from public.oem_leads o where o.id = i.lead_id)
             else (
               select jsonb_build_object(
                        'job_types', c.job_types,
                        'materials', c.materials,
                        'quantity', c.quantity,
                        'timeline', c.timeline,
                        'tolerance', c.tolerance,
                        'attachments', c.attachments)
                 from public.consultation_requests c where c.id = i.lead_id)
           end as facts
      from intro i
  )
  select jsonb_build_object(
           'introduction_id', i.id,
           'lead_table', i.lead_table,
           'lead_id', i.lead_id,
           'position', i.position,
           'supplier', jsonb_build_object('company_name', s.company_name, 'contact_name', s.contact_name,
                                          'email', s.email),
           'rfq', (select jsonb_set(r.facts, '{attachments}',
                                    coalesce((select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                                                'path', a -> 'path', 'size', a -> 'size', 'type', a -> 'type',
                                                'measurements', a -> 'measurements')) order by n)
                                                from jsonb_array_elements(r.facts -> 'attachments')
                                                     with ordinality as e(a, n)
                                               where jsonb_typeof(r.facts -> 'attachments') = 'array'),
                                             '[]'::jsonb))
                     from rfq r where r.facts is not null))
    from intro i
    join public.suppliers s on s.id = i.supplier_id
$$;

revoke all on function private.supplier_brief_facts(uuid) from public, anon, authenticated;
grant execute on function private.supplier_brief_facts(uuid) to service_role;

-- The buyer's email: the RFQ's row and its shortlist in order, each supplier's name, country and
-- the reasons it fits.
create function private.buyer_options_facts(p_lead_table text, p_lead_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('position', i.position, 'company_name', s.company_name,
                                               'country', s.country, 'town', s.town, 'reasons', to_jsonb(i.reasons))
                            order by i.position), '[]'::jsonb)
    from public.introductions i
    join public.suppliers s on s.id = i.supplier_id
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is not null
$$;

revoke all on function private.buyer_options_facts(text, uuid) from public, anon, authenticated;
grant execute on function private.buyer_options_facts(text, uuid) to service_role;

-- The claim of 20261127130200_second_factor_guard.sql, with a supplier's brief (its facts, never
-- the RFQ's row) and the buyer's email (the RFQ's row and its shortlist).
create or replace function public.claim_lead_deliveries(max_rows integer default 20)
returns table (id uuid, lead_table text, lead_id uuid, kind text, attempt integer, lead jsonb)
language plpgsql
set search_path = ''
as $$
declare
  claimed record;
begin
  if max_rows is null or max_rows < 1 or max_rows > 100 then
    raise sqlstate '22023' using message = 'max_rows must be between 1 and 100';
  end if;
  for claimed in
    with due as (
      select d.id from public.lead_deliveries d
      where d.status = 'pending' and d.next_attempt_at <= now()
      order by d.next_attempt_at, d.id
      limit max_rows
      for update skip locked
    )
    update public.lead_deliveries d
       set attempts = d.attempts + 1,
           next_attempt_at = now() + (select s.lease from private.delivery_settings s),
           claimed_until = now() + (select s.lease from private.delivery_settings s)
      from due
     where d.id = due.id
    returning d.id, d.lead_table, d.lead_id, d.kind, d.attempts
  loop
    id := claimed.id;
    lead_table := claimed.lead_table;
    lead_id := claimed.lead_id;
    kind := claimed.kind;
    attempt := claimed.attempts;
    if claimed.lead_table = 'mfa_factors' then
      lead := private.locked_factor_facts(claimed.lead_id);
    elsif claimed.lead_table = 'introductions' then
      lead := private.supplier_brief_facts(claimed.lead_id);
    else
      execute format('select to_jsonb(l) from public.%I l where l.id = $1', claimed.lead_table)
        into lead using claimed.lead_id;
      if claimed.kind = 'buyer_options' and lead is not null then
        lead := lead || jsonb_build_object('options',
                                           private.buyer_options_facts(claimed.lead_table, claimed.lead_id));
      end if;
    end if;
    return next;
  end loop;
end;
$$;

revoke all on function public.claim_lead_deliveries(integer) from public, anon, authenticated;
grant execute on function public.claim_lead_deliveries(integer) to service_role;

-- Sending ------------------------------------------------------------------------------------------
create function private.check_rfq(p_lead_table text, p_lead_id uuid) returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_lead_table is null or p_lead_table not in ('oem_leads', 'consultation_requests') then
    raise sqlstate '22023' using message = 'lead_table must be oem_leads or consultation_requests';
  end if;
  if p_lead_id is null then
    raise sqlstate '22023' using message = 'lead_id is required';
  end if;
end;
$$;

revoke all on function private.check_rfq(text, uuid) from public, anon, authenticated;

-- Returns how many briefs were queued.
create function public.send_options(p_lead_table text, p_lead_id uuid) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_found boolean;
  v_sent_at timestamptz;
  v_briefs integer;
  v_without_email text;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may send the options';
  end if;
  perform private.check_rfq(p_lead_table, p_lead_id);
  perform set_config('forgebridge.rfq_job', 'on', true);

  -- The RFQ's row is the lock: a second call waits here for the first to commit, then finds the
  -- options sent.
  execute format('select true, options_sent_at from public.%I where id = $1 for update', p_lead_table)
    into v_found, v_sent_at using p_lead_id;
  if v_found is null then
    raise sqlstate '22023' using message = 'No such RFQ';
  end if;
  if v_sent_at is not null then
    raise sqlstate '23514' using message = 'The options for this RFQ were sent already';
  end if;

  select count(*) into v_briefs
    from public.introductions i where i.lead_table = p_lead_table and i.lead_id = p_lead_id;
  if v_briefs = 0 then
    raise sqlstate '23514' using message = 'Confirm at least one supplier before sending the options';
  end if;
  select string_agg(s.company_name, ', ' order by i.position) into v_without_email
    from public.introductions i
    join public.suppliers s on s.id = i.supplier_id
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id
     and (s.email is null or btrim(s.email) = '');
  if v_without_email is not null then
    raise sqlstate '23514' using message = format('No email address to send the brief to: %s', v_without_email);
  end if;

  update public.introductions i set sent_at = now()
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id;
  execute format('update public.%I set options_sent_at = now() where id = $1', p_lead_table) using p_lead_id;

  insert into public.lead_deliveries (lead_table, lead_id, kind)
  select 'introductions', i.id, 'supplier_brief'
    from public.introductions i
   where i.lead_table = p_lead_table and i.lead_id = p_lead_id
   order by i.position;
  insert into public.lead_deliveries (lead_table, lead_id, kind) values (p_lead_table, p_lead_id, 'buyer_options');

  perform private.poke_delivery_drain();
  perform set_config('forgebridge.rfq_job', 'off', true);
  return v_briefs;
end;
$$;

revoke all on function public.send_options(text, uuid) from public, anon;
grant execute on function public.send_options(text, uuid) to authenticated;

-- A supplier's answer ------------------------------------------------------------------------------
create function public.record_supplier_answer(p_introduction_id uuid, p_answer text, p_reason text default null)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_sent_at timestamptz;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may record a supplier''s answer';
  end if;
  if p_introduction_id is null then
    raise sqlstate '22023' using message = 'introduction_id is required';
  end if;
  if p_answer is null or p_answer not in ('interested', 'quoted', 'declined') then
    raise sqlstate '22023' using message = 'answer must be interested, quoted or declined';
  end if;
  if p_answer = 'declined' and v_reason is null then
    raise sqlstate '23514' using message = 'Say why the supplier declined';
  end if;
  if char_length(v_reason) > 1000 then
    raise sqlstate '22023' using message = 'The reason must be at most 1000 characters';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  select i.sent_at into v_sent_at from public.introductions i where i.id = p_introduction_id for update;
  if not found then
    raise sqlstate '22023' using message = 'No such introduction';
  end if;
  if v_sent_at is null then
    raise sqlstate '23514' using message = 'The brief has not been sent to this supplier yet';
  end if;
  update public.introductions i
     set answer = p_answer, answer_reason = v_reason, answered_at = now(),
         answered_by = left(coalesce((select auth.jwt()) ->> 'email', 'admin'), 320)
   where i.id = p_introduction_id;
  perform set_config('forgebridge.rfq_job', 'off', true);
end;
$$;

revoke all on function public.record_supplier_answer(uuid, text, text) from public, anon;
grant execute on function public.record_supplier_answer(uuid, text, text) to authenticated;

-- The privacy notice now says what a supplier's brief carries (a buyer's RFQ details, without their
-- identity, to up to 3 vetted suppliers) and that it goes with the request: a new version.
insert into private.notice_versions (version, published_on) values ('2026-11-28', '2026-11-28');
