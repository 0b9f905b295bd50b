-- A CAD file's measurements, kept with its attachment entry (docs/decisions/0020-cad-preview.md):
-- the form measures the model it previews and stores {sizeMm: [x, y, z], volumeCm3, areaCm2}.
-- When an entry has `measurements`, it is an object of exactly those keys, each a non-negative
-- number (JSON has no NaN or infinity) within bounds no real part exceeds: 100 m along any axis,
-- the volume of a solid 100 m cube (10^12 cm³), and 10^12 cm² of surface. Entries without it
-- (older rows, files that are not models, models the form could not read) are unchanged.

-- The same check on both tables that list attachments.
do $$
declare
  t text;
begin
  foreach t in array array['oem_leads', 'consultation_requests'] loop
    execute format($sql$
      alter table public.%1$I
        add constraint %1$s_attachment_measurements_check
    check (not jsonb_path_exists(attachments, 'lax $[*] ? (@.type() == "object" && exists(@.measurements)).measurements ? (
        @.type() != "object"
        || !(exists(@.sizeMm) && exists(@.volumeCm3) && exists(@.areaCm2))
        || !(@.sizeMm.type() == "array" && @.sizeMm.size() == 3)
        || !(@.volumeCm3.type() == "number" && @.volumeCm3 >= 0 && @.volumeCm3 <= 1000000000000)
        || !(@.areaCm2.type() == "number" && @.areaCm2 >= 0 && @.areaCm2 <= 1000000000000))')
      and not jsonb_path_exists(attachments,
        'lax $[*] ? (@.type() == "object").measurements ? (@.type() == "object").keyvalue() ? (!(@.key == "sizeMm" || @.key == "volumeCm3" || @.key == "areaCm2"))')
      and not jsonb_path_exists(attachments,
        'lax $[*] ? (@.type() == "object").measurements ? (@.type() == "object").sizeMm[*] ? (!(@.type() == "number" && @ >= 0 && @ <= 100000))')
      -- Lax mode unwraps a nested array ([[10], 10, 10]) when filtering; strict mode does not.
      and (jsonb_typeof(attachments) <> 'array' or not jsonb_path_exists(attachments,
        'strict $[*] ? (@.measurements.sizeMm.type() == "array").measurements.sizeMm[*] ? (@.type() != "number")')));
    $sql$, t);
  end loop;
end
$$;

comment on column public.consultation_requests.attachments is
  'Files uploaded to the lead-attachments bucket: [{name, size, type, path, measurements?}]; older rows have no path. measurements: {sizeMm: [x, y, z], volumeCm3, areaCm2} of a CAD file the form could read.';
comment on column public.oem_leads.attachments is
  'The drawing uploaded to the lead-attachments bucket: [{name, size, type, path, measurements?}], at most one. measurements as on consultation_requests.';
