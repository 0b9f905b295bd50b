-- A supplier's brief page is answered from the database straight to the supplier's browser
-- (public.open_brief and the page's other functions, through private.brief_technical_view). What
-- it says of the RFQ is therefore cut down here, not by the page: a column carries only the values
-- its form offers, never text the buyer typed (the "other" text joined into a column, a free-text
-- answer such as a tolerance), since such text can name the buyer. The team's own words for a
-- column (the brief's wording) go with it as before. The sender's facts
-- (private.supplier_brief_facts, service role only) are unchanged: the email is written from them
-- by the same allow-list (src/shared/introductions/brief-facts.ts).
--   * private.brief_answer_values(): each brief column's form field, by RFQ table; its values are
--     private.form_terms()' answers, which a parity test keeps equal to the forms' options.
--   * private.brief_page_rfq(table, rfq): the RFQ's brief columns with only those values: a list
--     keeps its known elements, a joined text its known parts (joined again with ", "), a single
--     answer itself when known; a column with no form options (tolerance) is left out.

create function private.brief_answer_values(p_lead_table text)
returns table (brief_column text, answer text)
language sql
immutable
set search_path = ''
as $$
  select c.brief_column, t.answer
    from (values
            ('oem_leads', 'oem', 'production_requirements', 'typeOfWork'),
            ('oem_leads', 'oem', 'material_types', 'materials'),
            ('oem_leads', 'oem', 'quality_standards', 'certifications'),
            ('oem_leads', 'oem', 'sourcing_volume', 'orderSize'),
            ('oem_leads', 'oem', 'delivery_requirements', 'leadTimes'),
            ('oem_leads', 'oem', 'industry_sector', 'industrySector'),
            ('oem_leads', 'oem', 'delivery_regions', 'deliveryRegions'),
            ('consultation_requests', 'consultation', 'job_types', 'jobTypes'),
            ('consultation_requests', 'consultation', 'materials', 'materials'),
            ('consultation_requests', 'consultation', 'quantity', 'quantity'),
            ('consultation_requests', 'consultation', 'timeline', 'timeline')
         ) as c(lead_table, form, brief_column, field)
    join private.form_terms() t on t.form = c.form and t.field = c.field
   where c.lead_table = p_lead_table
$$;

create function private.brief_page_rfq(p_lead_table text, p_rfq jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with known as (
    select v.brief_column, array_agg(v.answer) as answers
      from private.brief_answer_values(p_lead_table) v
     group by v.brief_column
  ),
  said as (
    select k.brief_column,
           case jsonb_typeof(p_rfq -> k.brief_column)
             when 'array' then (
               select jsonb_agg(x.e order by x.n)
                 from jsonb_array_elements_text(p_rfq -> k.brief_column) with ordinality as x(e, n)
                where x.e = any(k.answers))
             when 'string' then (
               select to_jsonb(string_agg(btrim(x.e), ', ' order by x.n))
                 from unnest(string_to_array(p_rfq ->> k.brief_column, ',')) with ordinality as x(e, n)
                where btrim(x.e) = any(k.answers))
           end as value
      from known k
  )
  select coalesce(jsonb_object_agg(s.brief_column, s.value) filter (where s.value is not null), '{}'::jsonb)
    from said s
$$;

revoke all on function private.brief_answer_values(text) from public;
revoke all on function private.brief_page_rfq(text, jsonb) from public;

CREATE OR REPLACE FUNCTION private.brief_technical_view(p_introduction_id uuid, p_expires_at timestamp with time zone)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with facts as (
    select private.supplier_brief_facts(p_introduction_id) as f
  ),
  intro as (
    select i.* from public.introductions i where i.id = p_introduction_id
  ),
  rfq as (
    select r.* from private.introduction_rfq(p_introduction_id) r
  ),
  files as (
    select coalesce(jsonb_agg(jsonb_build_object(
             'n', e.n,
             'extension', lower(substring(e.a ->> 'path' from '\.([A-Za-z0-9]{1,10})$')),
             'size_bytes', e.a -> 'size',
             'measurements', e.a -> 'measurements',
             'available', exists (select from storage.objects o
                                   where o.bucket_id = 'lead-attachments'
                                     and o.name = 'briefs/' || p_introduction_id || '/drawing-' || e.n
                                                  || coalesce('.' || lower(substring(e.a ->> 'path' from '\.([A-Za-z0-9]{1,10})$')), '')))
             order by e.n), '[]'::jsonb) as list
      from facts, jsonb_array_elements(coalesce(facts.f #> '{rfq,attachments}', '[]')) with ordinality as e(a, n)
     where e.a ->> 'path' is not null
  )
  select jsonb_build_object(
    'reference', 'FB-' || upper(substr(i.lead_id::text, 1, 4)) || '-' || upper(substr(i.lead_id::text, 5, 4)),
    'kind', i.lead_table,
    'rfq', private.brief_page_rfq(i.lead_table, facts.f -> 'rfq'),
    'wording', i.brief_wording,
    'answer_by', private.brief_answer_by(i.sent_at, rfq.clock_due_at),
    'expires_at', p_expires_at,
    'terms', jsonb_build_object('version', private.brief_terms_version(), 'accepted_at', i.terms_accepted_at,
                                'name', i.terms_name, 'accepted_version', i.terms_version),
    'files', files.list,
    'answer', case when i.answer is null then null else jsonb_strip_nulls(jsonb_build_object(
                'answer', i.answer, 'answered_at', i.answered_at, 'via', i.answer_via,
                'lead_time', i.lead_time, 'earliest_start', i.earliest_start,
                'price', case when i.price_amount is null then null else jsonb_build_object(
                           'amount', i.price_amount, 'currency', i.price_currency, 'basis', i.price_basis) end,
                'minimum_order', i.minimum_order,
                'note', case when i.answer = 'interested' then i.answer_note end,
                'reason', i.decline_reason,
                'words', case when i.decline_reason is not null then i.answer_note end)) end,
    'questions', coalesce((select jsonb_agg(jsonb_build_object('asked_at', q.asked_at, 'text', q.question,
                                                               'reply', q.reply, 'replied_at', q.replied_at)
                                            order by q.asked_at, q.id)
                             from public.introduction_questions q where q.introduction_id = i.id), '[]'::jsonb),
    'open', rfq.options_sent_at is null and rfq.clock_closed_at is null)
  from intro i, facts, rfq, files
$function$;
alter function private.brief_technical_view(uuid, timestamptz) owner to postgres;
