-- Every lead row is bounded by its columns' limits (docs/decisions/0008-abuse-limits-in-postgres.md):
--   * the attachment lists of OEM RFQs and partner sign-ups hold at most 20 kB of JSON, as
--     consultation requests' already do, and each entry only the keys the forms write: a number
--     as large as numeric allows or a key nothing reads could otherwise carry hundreds of kB;
--   * a partner sign-up's answers (processes, materials, …) are one-dimensional lists, numbered
--     from 1, no longer than the options the form offers: vetting copies them into a supplier as
--     they are.
-- Every stored row already meets these (the forms never write anything else), so they are checked
-- against the stored rows as they are added.

-- At most 20 kB of JSON, as on consultation_requests; five entries of the longest names, types,
-- paths, measurements and reads the forms write take about 10 kB.
alter table public.oem_leads
  add constraint oem_leads_attachments_size_check check (octet_length(attachments::text) <= 20000),
  add constraint oem_leads_attachment_keys_check
    check (jsonb_typeof(attachments) <> 'array' or not jsonb_path_exists(attachments,
      'lax $[*] ? (@.type() == "object").keyvalue() ? (!(
         @.key == "name" || @.key == "size" || @.key == "type" || @.key == "path" || @.key == "measurements"
         || @.key == "read"))'));

-- Certificates are PDFs and scans: no model, so no measurements or read.
alter table public.cnc_partner_leads
  add constraint cnc_partner_leads_attachments_size_check check (octet_length(attachments::text) <= 20000),
  add constraint cnc_partner_leads_attachment_keys_check
    check (jsonb_typeof(attachments) <> 'array' or not jsonb_path_exists(attachments,
      'lax $[*] ? (@.type() == "object").keyvalue() ? (!(
         @.key == "name" || @.key == "size" || @.key == "type" || @.key == "path"))'));

-- A list the form sends: one dimension (or empty), numbered from 1, and no longer than the options
-- the form offers (every option of a list may be ticked; the vocabulary check names them).
do $$
declare
  list record;
begin
  for list in
    select * from (values ('processes', 9), ('materials', 8), ('held_certifications', 7), ('industries', 10),
                          ('order_sizes', 4)) as l(col, options)
  loop
    execute format($sql$
      alter table public.cnc_partner_leads
        add constraint cnc_partner_leads_%1$s_list_check
          check (coalesce(array_ndims(%1$I), 1) = 1 and coalesce(array_lower(%1$I, 1), 1) = 1
            and cardinality(%1$I) <= %2$s)
    $sql$, list.col, list.options);
  end loop;
end
$$;
