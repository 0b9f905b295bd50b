-- The shop's page (/supplier#<token>) and the team's side of it
-- (docs/decisions/0040-a-shops-way-in.md). Token functions are open to visitors and answer only
-- the supplier their live link names; bad tokens count against the caller's address with the
-- brief page's limit (the same counter: one address, one allowance across every private page).

-- ---------------------------------------------------------------------------------------------
-- Links
-- ---------------------------------------------------------------------------------------------

-- Stores a token's hash for the supplier's page and answers its expiry. `replace` revokes every
-- earlier link and starts a 30-day term; otherwise the link joins the live one's expiry, and is
-- refused (23514) when none is live. A supplier with no address gets no link.
create function public.issue_supplier_link(p_supplier_id uuid, p_token_hash text, p_replace boolean)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_expires timestamptz;
  v_before text := current_setting('forgebridge.register_job', true);
begin
  if p_supplier_id is null or p_token_hash is null or p_token_hash !~ '^[0-9a-f]{64}$' or p_replace is null then
    raise sqlstate '22023' using message = 'A supplier, a lower-case hex SHA-256 and whether it replaces the live link';
  end if;
  perform set_config('forgebridge.register_job', 'on', true);
  select s.email into v_email from public.suppliers s where s.id = p_supplier_id;
  if not found then
    raise sqlstate '22023' using message = 'No such supplier';
  end if;
  if v_email is null then
    raise sqlstate '23514' using message = 'The supplier has no email address: no link';
  end if;
  -- One supplier's links change one at a time.
  perform pg_advisory_xact_lock(hashtext('forgebridge.supplier_link.' || p_supplier_id::text));
  if p_replace then
    update public.supplier_links l set revoked_at = now(), revoked_by = 'replaced by a new message'
     where l.supplier_id = p_supplier_id and l.revoked_at is null;
    v_expires := now() + interval '30 days';
  else
    select max(l.expires_at) into v_expires from public.supplier_links l
     where l.supplier_id = p_supplier_id and l.revoked_at is null and l.expires_at > now();
    if v_expires is null then
      raise sqlstate '23514' using message = 'The supplier''s link has expired or was revoked';
    end if;
  end if;
  insert into public.supplier_links (supplier_id, token_hash, expires_at) values (p_supplier_id, p_token_hash, v_expires);
  perform set_config('forgebridge.register_job', coalesce(v_before, ''), true);
  return v_expires;
end;
$$;

-- The team ends every live link of a supplier; answers how many.
create function public.revoke_supplier_links(p_supplier_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin with a second factor can revoke links';
  end if;
  perform set_config('forgebridge.register_job', 'on', true);
  update public.supplier_links l set revoked_at = now(), revoked_by = private.register_actor()
   where l.supplier_id = p_supplier_id and l.revoked_at is null;
  get diagnostics v_count = row_count;
  perform set_config('forgebridge.register_job', '', true);
  return v_count;
end;
$$;

-- The live link a token opens, or the refusal to give. A wrong, expired or revoked token gets one
-- answer, and counts against the address.
create function private.supplier_access(p_token text, p_address_key text,
  out supplier_id uuid, out link_id uuid, out expires_at timestamptz, out refusal jsonb)
language plpgsql
set search_path = ''
as $$
declare
  v_limit record;
begin
  select * into v_limit from private.brief_link_attempts();
  delete from private.brief_link_failures f where f.address_key = p_address_key and f.at < now() - v_limit.brief_window;
  if (select count(*) from private.brief_link_failures f where f.address_key = p_address_key) >= v_limit.attempts then
    refusal := private.brief_refusal(429, 'supplier_link_limited',
                                     'Too many attempts from this address. Try again in 15 minutes.');
    return;
  end if;
  if p_token is not null and p_token ~ '^[A-Za-z0-9_-]{43}$' then
    select l.supplier_id, l.id, l.expires_at into supplier_id, link_id, expires_at
      from public.supplier_links l
     where l.token_hash = private.sha256_hex(p_token) and l.revoked_at is null and l.expires_at > now();
  end if;
  if supplier_id is null then
    insert into private.brief_link_failures (address_key) values (p_address_key);
    refusal := private.brief_refusal(404, 'supplier_link_invalid',
                                     'This link is not valid or has expired. Ask Forgebridge for a new one.');
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The page
-- ---------------------------------------------------------------------------------------------

-- What the shop sees: the register's record of it (never its notes, history or who changed it),
-- its certificates, its waiting proposal and its answers to briefs. A brief's reference is the
-- RFQ's; nothing names a buyer.
create function private.supplier_page_view(p_supplier_id uuid, p_expires_at timestamptz) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'expires_at', p_expires_at,
    'supplier', jsonb_build_object(
      'company_name', s.company_name, 'status', s.status, 'status_changed_at', s.status_changed_at,
      'status_reason', s.status_reason, 'visit_booked_on', s.visit_booked_on,
      'revisit_due', public.supplier_revisit_due(s.id),
      'town', s.town, 'country', s.country, 'processes', to_jsonb(s.processes), 'max_axes', s.max_axes,
      'materials', to_jsonb(s.materials), 'industries', to_jsonb(s.industries),
      'order_sizes', to_jsonb(s.order_sizes), 'lead_time', s.lead_time,
      'envelope_x_mm', s.envelope_x_mm, 'envelope_y_mm', s.envelope_y_mm, 'envelope_z_mm', s.envelope_z_mm,
      'capacity', s.capacity, 'capacity_set_at', s.capacity_set_at),
    'certificates', coalesce((select jsonb_agg(jsonb_build_object(
                                'id', c.id, 'standard', c.standard, 'certificate_number', c.certificate_number,
                                'expires_on', c.expires_on, 'verified', c.verified_at is not null,
                                'held', public.certificate_is_held(c.verified_at, c.expires_on))
                              order by c.standard, c.expires_on desc nulls last, c.id)
                                from public.supplier_certificates c where c.supplier_id = s.id), '[]'),
    'proposal', (select jsonb_build_object('created_at', p.created_at, 'changes', p.changes)
                   from public.supplier_proposals p where p.supplier_id = s.id and p.status = 'pending'),
    'answers', coalesce((select jsonb_agg(jsonb_build_object(
                           'reference', 'FB-' || upper(substr(i.lead_id::text, 1, 4)) || '-'
                                        || upper(substr(i.lead_id::text, 5, 4)),
                           'sent_at', i.sent_at, 'answer', i.answer, 'answered_at', i.answered_at,
                           'chosen', i.chosen_at is not null)
                         order by i.sent_at desc, i.id)
                           from (select * from public.introductions x
                                  where x.supplier_id = s.id and x.sent_at is not null
                                  order by x.sent_at desc limit 50) i), '[]'))
  from public.suppliers s
  where s.id = p_supplier_id
$$;

create function public.open_supplier_page(p_token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_view jsonb;
begin
  select * into v_access from private.supplier_access(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  perform set_config('forgebridge.register_job', 'on', true);
  update public.supplier_links l set opened_at = now() where l.id = v_access.link_id and l.opened_at is null;
  v_view := private.supplier_page_view(v_access.supplier_id, v_access.expires_at);
  perform set_config('forgebridge.register_job', '', true);
  return v_view;
end;
$$;

-- The shop says how busy it is: applied at once and dated today, and read by the next ranking.
create function public.set_supplier_capacity(p_token text, p_capacity text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_view jsonb;
begin
  select * into v_access from private.supplier_access(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  if p_capacity is null or p_capacity not in ('looking-for-work', 'neutral', 'at-capacity') then
    return private.brief_refusal(400, 'supplier_capacity_invalid',
                                 'Choose looking for work, neutral or at capacity.');
  end if;
  perform set_config('forgebridge.register_job', 'on', true);
  perform set_config('forgebridge.supplier_change', 'on', true);
  perform set_config('forgebridge.actor', 'the shop, on its page', true);
  update public.suppliers s set capacity = p_capacity, capacity_set_at = current_date
   where s.id = v_access.supplier_id;
  perform set_config('forgebridge.actor', '', true);
  perform set_config('forgebridge.supplier_change', '', true);
  v_view := private.supplier_page_view(v_access.supplier_id, v_access.expires_at);
  perform set_config('forgebridge.register_job', '', true);
  return v_view;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Files
-- ---------------------------------------------------------------------------------------------

-- The sweep of files no row lists keeps every file a certificate lists (a shop's certificate
-- outlives its sign-up; the file goes once no certificate lists it).
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
      select from public.cnc_partner_leads l
      where split_part(o.name, '/', 1) = 'cnc_partner_leads' and l.id::text = split_part(o.name, '/', 2)
        and l.attachments @> jsonb_build_array(jsonb_build_object('path', o.name)))
    and not exists (
      select from public.supplier_certificates c
      where c.files @> jsonb_build_array(jsonb_build_object('path', o.name)))
    and not exists (
      select from public.introductions i
      where split_part(o.name, '/', 1) = 'briefs' and i.id::text = split_part(o.name, '/', 2))
  order by o.name
$$;

revoke all on function public.orphan_lead_attachments(interval) from public, anon, authenticated;
grant execute on function public.orphan_lead_attachments(interval) to service_role;
