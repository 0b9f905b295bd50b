-- A supplier's brief carries each model's machining read beside its measurements: technical facts
-- about the part (whether it needs 4/5-axis work, thin walls, deep pockets, the stock cut away),
-- which name nobody. The function is as before with `read` added to each file, whole (its nulls
-- are figures: no thin wall, no pocket); the entry's shape is held by the attachment_reads check,
-- so only the read's own figures go out.

create or replace function private.supplier_brief_facts(p_introduction_id uuid) returns jsonb
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
           'wording', i.brief_wording,
           -- The team confirmed it opened the files: a model copy the stripper could not make
           -- certain goes out only then.
           'files_checked', i.files_checked_at is not null,
           'supplier', jsonb_build_object('company_name', s.company_name, 'contact_name', s.contact_name,
                                          'email', s.email),
           'rfq', (select jsonb_set(r.facts, '{attachments}',
                                    coalesce((select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                                                'path', a -> 'path', 'size', a -> 'size', 'type', a -> 'type',
                                                'measurements', a -> 'measurements'))
                                              -- After the nulls are stripped: a read states its
                                              -- absent thinnest wall or pocket as null.
                                              || case when a ? 'read' then jsonb_build_object('read', a -> 'read')
                                                      else '{}'::jsonb end order by n)
                                                from jsonb_array_elements(r.facts -> 'attachments')
                                                     with ordinality as e(a, n)
                                               where jsonb_typeof(r.facts -> 'attachments') = 'array'),
                                             '[]'::jsonb))
                     from rfq r where r.facts is not null))
    from intro i
    join public.suppliers s on s.id = i.supplier_id
$$;

