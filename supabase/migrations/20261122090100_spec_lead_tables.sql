-- The three original lead tables, with the access rules of docs/decisions/0003-security-model.md:
-- visitors (anon) may only insert; only an authenticated admin may read; only service_role may
-- change or delete. Row-level security is enforced by Postgres, never by application code.
--
-- Why the insert policies check created_at: leads are stamped by the database, so a visitor cannot
-- back-date or future-date a row to reorder the admin list. The data itself is bounded by check
-- constraints rather than by the policies, because Postgres evaluates policies first: a policy
-- rejecting a too-long name would surface as a misleading 42501 instead of 23514.
-- The client sends its own uuid id so a retried insert is idempotent (23505 means "already saved").

-- CNC partner leads ------------------------------------------------------------------------------
create table public.cnc_partner_leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null,
  company_name text not null,
  contact_name text not null,
  phone text,
  constraint cnc_partner_leads_email_check
    check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint cnc_partner_leads_company_name_check
    check (btrim(company_name) <> '' and char_length(company_name) <= 200),
  constraint cnc_partner_leads_contact_name_check
    check (btrim(contact_name) <> '' and char_length(contact_name) <= 200),
  constraint cnc_partner_leads_phone_check check (char_length(phone) <= 50)
);

create index cnc_partner_leads_created_at_id_idx on public.cnc_partner_leads (created_at desc, id);

-- OEM sourcing leads -----------------------------------------------------------------------------
create table public.oem_leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  company_name text not null,
  website text not null,
  industry_sector text not null,
  contact_person text not null,
  job_title text not null,
  email text not null,
  phone text,
  country text not null,
  sourcing_volume text,
  production_requirements text,
  part_categories text,
  material_types text,
  annual_spend text,
  current_suppliers text,
  supplier_requirements text,
  quality_standards text,
  delivery_requirements text,
  packaging_requirements text,
  payment_terms text,
  additional_services text,
  uploaded_file_name text,
  constraint oem_leads_company_name_check
    check (btrim(company_name) <> '' and char_length(company_name) <= 200),
  -- The website is plain text, not checked as a URL.
  constraint oem_leads_website_check check (btrim(website) <> '' and char_length(website) <= 2048),
  constraint oem_leads_industry_sector_check
    check (industry_sector in ('aerospace', 'automotive', 'medical', 'energy', 'other')),
  constraint oem_leads_contact_person_check
    check (btrim(contact_person) <> '' and char_length(contact_person) <= 200),
  constraint oem_leads_job_title_check check (btrim(job_title) <> '' and char_length(job_title) <= 200),
  constraint oem_leads_email_check
    check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint oem_leads_phone_check check (char_length(phone) <= 50),
  constraint oem_leads_country_check check (btrim(country) <> '' and char_length(country) <= 100),
  constraint oem_leads_sourcing_volume_check
    check (sourcing_volume in ('prototype', 'small', 'medium', 'large')),
  constraint oem_leads_production_requirements_check
    check (production_requirements in (
      'milling', 'turning', 'swiss-lathe', 'multi-axis', 'fabrication', 'assembly', 'other'
    )),
  constraint oem_leads_part_categories_check check (char_length(part_categories) <= 1000),
  -- Comma-joined material keys plus the optional "other materials" text.
  constraint oem_leads_material_types_check check (char_length(material_types) <= 1000),
  constraint oem_leads_annual_spend_check check (char_length(annual_spend) <= 200),
  constraint oem_leads_current_suppliers_check check (char_length(current_suppliers) <= 1000),
  constraint oem_leads_supplier_requirements_check check (char_length(supplier_requirements) <= 5000),
  -- Comma-joined certification keys plus the optional "other certification" text.
  constraint oem_leads_quality_standards_check check (char_length(quality_standards) <= 1000),
  constraint oem_leads_delivery_requirements_check
    check (delivery_requirements in ('under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks')),
  constraint oem_leads_packaging_requirements_check check (char_length(packaging_requirements) <= 5000),
  constraint oem_leads_payment_terms_check check (char_length(payment_terms) <= 1000),
  constraint oem_leads_additional_services_check check (char_length(additional_services) <= 5000),
  constraint oem_leads_uploaded_file_name_check check (char_length(uploaded_file_name) <= 255)
);

create index oem_leads_created_at_id_idx on public.oem_leads (created_at desc, id);

-- ICP template downloads -------------------------------------------------------------------------
create table public.icp_template_leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null,
  business_email text not null,
  job_title text not null,
  constraint icp_template_leads_first_name_check
    check (btrim(first_name) <> '' and char_length(first_name) <= 200),
  constraint icp_template_leads_business_email_check
    check (char_length(business_email) <= 320 and business_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint icp_template_leads_job_title_check
    check (btrim(job_title) <> '' and char_length(job_title) <= 200)
);

create index icp_template_leads_created_at_id_idx on public.icp_template_leads (created_at desc, id);

-- Access ------------------------------------------------------------------------------------------
alter table public.cnc_partner_leads enable row level security;
alter table public.cnc_partner_leads force row level security;
alter table public.oem_leads enable row level security;
alter table public.oem_leads force row level security;
alter table public.icp_template_leads enable row level security;
alter table public.icp_template_leads force row level security;

revoke all on table public.cnc_partner_leads, public.oem_leads, public.icp_template_leads
  from public, anon, authenticated, service_role;
grant insert on table public.cnc_partner_leads, public.oem_leads, public.icp_template_leads
  to anon, authenticated;
grant select on table public.cnc_partner_leads, public.oem_leads, public.icp_template_leads
  to authenticated;
grant select, insert, update, delete
  on table public.cnc_partner_leads, public.oem_leads, public.icp_template_leads
  to service_role;

create policy "Visitors submit partner leads stamped now" on public.cnc_partner_leads
  for insert to anon, authenticated
  with check (created_at = now());
create policy "Admins read partner leads" on public.cnc_partner_leads
  for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Visitors submit OEM leads stamped now" on public.oem_leads
  for insert to anon, authenticated
  with check (created_at = now());
create policy "Admins read OEM leads" on public.oem_leads
  for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Visitors submit ICP leads stamped now" on public.icp_template_leads
  for insert to anon, authenticated
  with check (created_at = now());
create policy "Admins read ICP leads" on public.icp_template_leads
  for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
