-- Ranking suppliers for an RFQ (docs/decisions/0029-how-suppliers-are-ranked-for-an-rfq.md), part 1:
-- the soft score's weights, the register's labels and the forms' answers in the register's words.
--   * public.match_weights: one row per factor and version; a version's weights sum to 100, so a
--     score is out of 100. A change of weights is a new version (a new migration), never an
--     update: every stored suggestion list names the version it was ranked with.
--   * private.capability_terms(): the vocabulary's labels (src/lib/suppliers/capabilities.ts), for
--     the reasons written in plain words; a parity test keeps the two equal.
--   * private.form_terms(): each option of the OEM RFQ and /quote forms mapped onto the vocabulary
--     (src/lib/suppliers/form-mapping.ts); a parity test keeps the two equal.
--   * private.rfq_requirements(): what an RFQ asks of a supplier, in the vocabulary.

create table public.match_weights (
  version integer not null check (version >= 1),
  factor text not null check (factor in ('materials', 'industry', 'order_size', 'capacity', 'lead_time', 'uk',
                                         'responsiveness')),
  weight numeric(5, 2) not null check (weight between 0 and 100),
  primary key (version, factor)
);

insert into public.match_weights (version, factor, weight) values
  (1, 'materials', 30),
  (1, 'lead_time', 15),
  (1, 'responsiveness', 15),
  (1, 'industry', 12),
  (1, 'order_size', 10),
  (1, 'capacity', 10),
  (1, 'uk', 8);

alter table public.match_weights enable row level security;
alter table public.match_weights force row level security;
revoke all on table public.match_weights from public, anon, authenticated, service_role;
grant select on table public.match_weights to authenticated, service_role;
create policy "Admins read the match weights" on public.match_weights
  for select to authenticated
  using ((select private.is_admin()));
create policy "Admin reads need the second factor" on public.match_weights
  as restrictive for select to authenticated
  using ((select private.is_admin()));
create policy "The desk's functions read the weights as their owner" on public.match_weights
  for select to postgres
  using (current_setting('forgebridge.rfq_job', true) = 'on');

-- The ranking functions read the register as their owner, only inside their own transaction
-- (forgebridge.rfq_job, set by each of them). They read the RFQ itself as the outbox's functions
-- do: security definer functions pass row-level security.
do $$
declare
  t text;
begin
  foreach t in array array['suppliers', 'supplier_certificates', 'supplier_visits'] loop
    execute format($sql$
      create policy "Supplier suggestions read as the functions' owner" on public.%1$I
        for select to postgres
        using (current_setting('forgebridge.rfq_job', true) = 'on');
    $sql$, t);
  end loop;
end
$$;

-- The latest weights.
create function private.current_weights_version() returns integer
language sql stable
set search_path = ''
as $$ select max(w.version) from public.match_weights w $$;

-- Each term's label, as src/lib/suppliers/capabilities.ts writes it.
create function private.capability_terms() returns table (list text, value text, label text)
language sql immutable
set search_path = ''
as $$
  values
    ('processes', 'cnc-milling', 'CNC milling'),
    ('processes', 'cnc-turning', 'CNC turning'),
    ('processes', 'swiss-type', 'Swiss-type turning'),
    ('processes', 'multi-axis', 'Multi-axis machining'),
    ('processes', 'grinding', 'Grinding'),
    ('processes', 'edm', 'EDM'),
    ('processes', 'fabrication', 'Fabrication'),
    ('processes', 'assembly', 'Assembly'),
    ('materials', 'aluminium', 'Aluminium'),
    ('materials', 'steel', 'Steel'),
    ('materials', 'stainless-steel', 'Stainless steel'),
    ('materials', 'titanium', 'Titanium'),
    ('materials', 'nickel-alloys', 'Nickel alloys (Inconel)'),
    ('materials', 'brass', 'Brass'),
    ('materials', 'copper', 'Copper'),
    ('materials', 'plastics', 'Plastics'),
    ('certifications', 'iso9001', 'ISO 9001'),
    ('certifications', 'as9100', 'AS9100'),
    ('certifications', 'iatf16949', 'IATF 16949'),
    ('certifications', 'iso13485', 'ISO 13485'),
    ('certifications', 'iso14001', 'ISO 14001'),
    ('certifications', 'norsok', 'NORSOK M-650'),
    ('certifications', 'nadcap', 'Nadcap'),
    ('industries', 'aerospace', 'Aerospace'),
    ('industries', 'defence', 'Defence'),
    ('industries', 'automotive', 'Automotive'),
    ('industries', 'motorsport', 'Motorsport'),
    ('industries', 'medical', 'Medical'),
    ('industries', 'energy', 'Energy'),
    ('industries', 'oil-and-gas', 'Oil and gas'),
    ('industries', 'rail', 'Rail'),
    ('industries', 'electronics', 'Electronics'),
    ('industries', 'general-engineering', 'General engineering'),
    ('order_sizes', 'prototype', 'Prototype (1-10)'),
    ('order_sizes', 'small', 'Small (<100)'),
    ('order_sizes', 'medium', 'Medium (100-1000)'),
    ('order_sizes', 'large', 'Large (1000+)'),
    ('lead_time', 'under-2-weeks', 'Under 2 weeks'),
    ('lead_time', '2-4-weeks', '2-4 weeks'),
    ('lead_time', '4-8-weeks', '4-8 weeks'),
    ('lead_time', 'over-8-weeks', 'Over 8 weeks'),
    ('regions', 'uk', 'UK'),
    ('regions', 'eu', 'EU'),
    ('regions', 'global', 'Worldwide')
$$;

-- Each form option in the register's words (null: the option names nothing the register holds).
create function private.form_terms() returns table (form text, field text, answer text, term text)
language sql immutable
set search_path = ''
as $$
  values
    ('oem', 'typeOfWork', 'milling', 'cnc-milling'),
    ('oem', 'typeOfWork', 'turning', 'cnc-turning'),
    ('oem', 'typeOfWork', 'swiss-lathe', 'swiss-type'),
    ('oem', 'typeOfWork', 'multi-axis', 'multi-axis'),
    ('oem', 'typeOfWork', 'fabrication', 'fabrication'),
    ('oem', 'typeOfWork', 'assembly', 'assembly'),
    ('oem', 'typeOfWork', 'other', null),
    ('oem', 'materials', 'aluminium', 'aluminium'),
    ('oem', 'materials', 'stainless-steel', 'stainless-steel'),
    ('oem', 'materials', 'titanium', 'titanium'),
    ('oem', 'materials', 'plastics', 'plastics'),
    ('oem', 'materials', 'other', null),
    ('oem', 'certifications', 'iso9001', 'iso9001'),
    ('oem', 'certifications', 'as9100', 'as9100'),
    ('oem', 'certifications', 'iatf16949', 'iatf16949'),
    ('oem', 'certifications', 'iso13485', 'iso13485'),
    ('oem', 'certifications', 'other', null),
    ('oem', 'industrySector', 'aerospace', 'aerospace'),
    ('oem', 'industrySector', 'automotive', 'automotive'),
    ('oem', 'industrySector', 'medical', 'medical'),
    ('oem', 'industrySector', 'energy', 'energy'),
    ('oem', 'industrySector', 'other', null),
    ('oem', 'orderSize', 'prototype', 'prototype'),
    ('oem', 'orderSize', 'small', 'small'),
    ('oem', 'orderSize', 'medium', 'medium'),
    ('oem', 'orderSize', 'large', 'large'),
    ('oem', 'leadTimes', 'under-2-weeks', 'under-2-weeks'),
    ('oem', 'leadTimes', '2-4-weeks', '2-4-weeks'),
    ('oem', 'leadTimes', '4-8-weeks', '4-8-weeks'),
    ('oem', 'leadTimes', 'over-8-weeks', 'over-8-weeks'),
    ('oem', 'deliveryRegions', 'uk-only', 'uk'),
    ('oem', 'deliveryRegions', 'eu', 'eu'),
    ('oem', 'deliveryRegions', 'global', 'global'),
    ('consultation', 'jobTypes', 'milling', 'cnc-milling'),
    ('consultation', 'jobTypes', 'turning', 'cnc-turning'),
    ('consultation', 'jobTypes', 'grinding', 'grinding'),
    ('consultation', 'jobTypes', 'edm', 'edm'),
    ('consultation', 'materials', 'aluminum', 'aluminium'),
    ('consultation', 'materials', 'steel', 'steel'),
    ('consultation', 'materials', 'stainlessSteel', 'stainless-steel'),
    ('consultation', 'materials', 'plastic', 'plastics'),
    ('consultation', 'quantity', '1-10', 'prototype'),
    ('consultation', 'quantity', '11-50', 'small'),
    ('consultation', 'quantity', '51-100', 'small'),
    ('consultation', 'quantity', '100+', 'medium'),
    ('consultation', 'timeline', '1-4 weeks', '2-4-weeks'),
    ('consultation', 'timeline', '1-3 months', '4-8-weeks'),
    ('consultation', 'timeline', '3-6 months', 'over-8-weeks'),
    ('consultation', 'timeline', '6+ months', 'over-8-weeks')
$$;

-- Every form answer's term, keyed "form.field.answer", for lookups in one expression.
create function private.form_term_map() returns jsonb
language sql immutable
set search_path = ''
as $$ select jsonb_object_agg(t.form || '.' || t.field || '.' || t.answer, t.term) from private.form_terms() t $$;

-- The terms of a list of answers (a /quote array, or the OEM form's comma-joined answer
-- "titanium, other, Inconel 625"): the keys the form mapping knows, once each, in order; the free
-- text of "Other" is read by a person.
create function private.form_term_list(p_map jsonb, p_prefix text, p_answers text[]) returns text[]
language sql immutable
set search_path = ''
as $$
  select coalesce(array_agg(distinct p_map ->> (p_prefix || btrim(a)) order by p_map ->> (p_prefix || btrim(a)))
                    filter (where p_map ->> (p_prefix || btrim(a)) is not null), '{}')
    from unnest(coalesce(p_answers, '{}')) a
$$;

-- The part's bounding box from the CAD measurements of an RFQ's attachments, longest side first
-- (so any orientation compares): the largest of each side over the measured files, or null when
-- no file was measured.
create function private.part_box_mm(p_attachments jsonb) returns numeric[]
language sql immutable
set search_path = ''
as $$
  select case when count(*) = 0 then null else array[max(d[1]), max(d[2]), max(d[3])] end
    from (
      select array(select x::numeric from jsonb_array_elements_text(a -> 'measurements' -> 'sizeMm') x
                    order by x::numeric desc) as d
        from jsonb_array_elements(case when jsonb_typeof(p_attachments) = 'array' then p_attachments
                                       else '[]'::jsonb end) a
       where jsonb_typeof(a -> 'measurements' -> 'sizeMm') = 'array'
         and jsonb_array_length(a -> 'measurements' -> 'sizeMm') = 3
    ) boxes
$$;

-- What an RFQ asks of a supplier, in the register's words. Empty arrays and nulls ask nothing:
-- an answer the register cannot hold ("Other") is left to the person reading the RFQ.
--   OEM: type of work, materials, certifications, order size, lead time, industry, the answer to
--   "suppliers outside the UK?", the delivery region and the CAD measurements.
--   /quote: job types, materials, quantity, timeline, international suppliers and the CAD
--   measurements; it asks no certification, industry or delivery region.
create function private.rfq_requirements(p_lead_table text, p_lead_id uuid)
returns table (
  processes text[], materials text[], certifications text[], order_size text, lead_time text, industry text,
  outside_uk boolean, delivery_region text, part_mm numeric[]
)
language sql stable
set search_path = ''
as $$
  with map as (select private.form_term_map() as m)
  select array_remove(array[map.m ->> ('oem.typeOfWork.' || o.production_requirements)], null),
         private.form_term_list(map.m, 'oem.materials.', string_to_array(o.material_types, ',')),
         private.form_term_list(map.m, 'oem.certifications.', string_to_array(o.quality_standards, ',')),
         map.m ->> ('oem.orderSize.' || o.sourcing_volume),
         map.m ->> ('oem.leadTimes.' || o.delivery_requirements),
         map.m ->> ('oem.industrySector.' || o.industry_sector),
         coalesce(o.work_outside_uk = 'yes', false),
         map.m ->> ('oem.deliveryRegions.' || o.delivery_regions),
         private.part_box_mm(o.attachments)
    from public.oem_leads o, map
   where p_lead_table = 'oem_leads' and o.id = p_lead_id
  union all
  select private.form_term_list(map.m, 'consultation.jobTypes.', c.job_types),
         private.form_term_list(map.m, 'consultation.materials.', c.materials),
         '{}'::text[],
         map.m ->> ('consultation.quantity.' || c.quantity),
         map.m ->> ('consultation.timeline.' || c.timeline),
         null,
         c.international_suppliers,
         null,
         private.part_box_mm(c.attachments)
    from public.consultation_requests c, map
   where p_lead_table = 'consultation_requests' and c.id = p_lead_id
$$;

revoke all on function private.current_weights_version(), private.capability_terms(),
  private.form_terms(), private.form_term_map(),
  private.form_term_list(jsonb, text, text[]), private.part_box_mm(jsonb), private.rfq_requirements(text, uuid)
  from public, anon, authenticated, service_role;
