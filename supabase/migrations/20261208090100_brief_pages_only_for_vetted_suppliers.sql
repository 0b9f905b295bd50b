-- A supplier's brief page opens only while the supplier is vetted
-- (docs/decisions/0036-supplier-brief-pages.md). A supplier that lapses (the nightly job), is paused
-- or is rejected gets the invalid link's answer from every token function of its brief pages: the
-- page, the terms, answers, questions, and the drawings the brief-files function signs. Its links
-- are not revoked: vetted again, the supplier's live link works again.

-- The live link a token opens, or the refusal to give. A wrong, expired or revoked token, a token
-- of a closed RFQ, and a token of a supplier no longer vetted all get the same answer, and each
-- counts against the address.
create or replace function private.brief_access(p_token text, p_address_key text,
  out introduction_id uuid, out link_id uuid, out expires_at timestamptz, out refusal jsonb)
language plpgsql
set search_path = ''
as $$
declare
  v_limit record;
  v_hash text;
  v_rfq record;
  v_status text;
  v_before text := current_setting('forgebridge.rfq_job', true);
begin
  select * into v_limit from private.brief_link_attempts();
  delete from private.brief_link_failures f where f.address_key = p_address_key and f.at < now() - v_limit.brief_window;
  if (select count(*) from private.brief_link_failures f where f.address_key = p_address_key) >= v_limit.attempts then
    refusal := private.brief_refusal(429, 'brief_link_limited',
                                     'Too many attempts from this address. Try again in 15 minutes.');
    return;
  end if;
  if p_token is not null and p_token ~ '^[A-Za-z0-9_-]{43}$' then
    v_hash := private.sha256_hex(p_token);
    select l.introduction_id, l.id, l.expires_at into introduction_id, link_id, expires_at
      from public.brief_links l
     where l.token_hash = v_hash and l.revoked_at is null and l.expires_at > now();
  end if;
  if introduction_id is not null then
    select * into v_rfq from private.introduction_rfq(introduction_id);
    -- Only a supplier we vouch for reads a brief: one no longer vetted (lapsed, paused, rejected)
    -- holds a dead link until the team vets it again.
    perform set_config('forgebridge.rfq_job', 'on', true);
    select s.status into v_status
      from public.introductions i join public.suppliers s on s.id = i.supplier_id
     where i.id = introduction_id;
    perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
    if v_rfq.sent_at is null or v_rfq.clock_closed_at is not null or v_status is distinct from 'vetted' then
      introduction_id := null;
      link_id := null;
    end if;
  end if;
  if introduction_id is null then
    insert into private.brief_link_failures (address_key) values (p_address_key);
    refusal := private.brief_refusal(404, 'brief_link_invalid',
                                     'This link is not valid or has expired. Ask Forgebridge for a new one.');
  end if;
end;
$$;
