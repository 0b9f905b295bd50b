-- Every answer a visitor gives is stored in its lead's row (docs/decisions/0004-no-lead-is-lost.md).
-- The partner form's optional answers and the OEM form's city, supplier-location and delivery
-- answers used to reach only a webhook, which may be unset or down; now the row holds them and
-- the webhook is a notification sent after it. Columns are nullable because rows stored before
-- this migration never had these answers; the forms send null for an empty optional answer.

-- CNC partner leads -------------------------------------------------------------------------------
alter table public.cnc_partner_leads
  add column company_website text,
  add column number_of_employees text,
  add column certifications text,
  add column industries_served text,
  add column hear_about_us text,
  -- Plain text as typed, not checked as a URL (as the OEM website).
  add constraint cnc_partner_leads_company_website_check
    check (btrim(company_website) <> '' and char_length(company_website) <= 2048),
  add constraint cnc_partner_leads_number_of_employees_check
    check (btrim(number_of_employees) <> '' and char_length(number_of_employees) <= 50),
  add constraint cnc_partner_leads_certifications_check
    check (btrim(certifications) <> '' and char_length(certifications) <= 1000),
  add constraint cnc_partner_leads_industries_served_check
    check (btrim(industries_served) <> '' and char_length(industries_served) <= 5000),
  add constraint cnc_partner_leads_hear_about_us_check
    check (hear_about_us in ('linkedin', 'search-engine', 'social-media', 'word-of-mouth', 'publication', 'other'));

-- OEM leads ----------------------------------------------------------------------------------------
alter table public.oem_leads
  add column city text,
  add column work_outside_uk text,
  add column delivery_regions text,
  add constraint oem_leads_city_check check (btrim(city) <> '' and char_length(city) <= 100),
  add constraint oem_leads_work_outside_uk_check check (work_outside_uk in ('yes', 'no')),
  add constraint oem_leads_delivery_regions_check check (delivery_regions in ('uk-only', 'eu', 'global'));

-- One-dimensional arrays only ----------------------------------------------------------------------
-- `<@` compares elements whatever the dimensions, so '{{milling}}' passed the option checks and
-- reached the dashboard as a nested array. An empty array has no dimensions (array_ndims is null).
alter table public.consultation_requests
  add constraint consultation_requests_job_types_dims_check check (array_ndims(job_types) = 1),
  add constraint consultation_requests_materials_dims_check check (coalesce(array_ndims(materials), 1) = 1);
