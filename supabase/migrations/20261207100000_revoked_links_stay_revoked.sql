-- A supplier's brief link the team revoked stays revoked (docs/decisions/0036-supplier-brief-pages.md).
--   * Only the team's "Send again" issues a new link after a revocation. A brief's delivery still
--     in the outbox (not yet sent, or retried after a failure) finds the revocation on the trail
--     and is skipped with the database's reason, never given a fresh 7-day link.
--   * A revocation before the brief's first attempt, when no link lives yet, is on the trail too
--     ("links": 0), so that attempt issues none.

-- ---------------------------------------------------------------------------------------------
-- Revoking
-- ---------------------------------------------------------------------------------------------

create or replace function public.revoke_brief_links(p_introduction_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may revoke a supplier''s link';
  end if;
  if p_introduction_id is null or not exists (select from public.introductions i where i.id = p_introduction_id) then
    raise sqlstate '22023' using message = 'No such introduction';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  perform from public.introductions i where i.id = p_introduction_id for update;
  v_count := private.revoke_links(p_introduction_id, private.rfq_actor());
  -- A sent brief whose link is not issued yet (its email waits in the outbox) is revoked too: the
  -- trail says so, and that email's attempt then issues no link.
  if v_count = 0 and exists (select from public.introductions i where i.id = p_introduction_id and i.sent_at is not null) then
    insert into public.introduction_events (introduction_id, kind, detail)
    values (p_introduction_id, 'link_revoked', jsonb_build_object('links', 0));
  end if;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return v_count;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Issuing
-- ---------------------------------------------------------------------------------------------

-- A chosen supplier's link (the one its introduction email carries) lives 30 days, as the buyer's
-- does; every other brief link lives 7. A link that starts a term (p_replace) is refused when the
-- team's revocation is the trail's latest word since the brief was sent: only "Send again" (a new
-- 'sent' on the trail) lets the brief's email carry a new link.
create or replace function public.issue_brief_link(p_introduction_id uuid, p_token_hash text, p_replace boolean)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rfq record;
  v_expires timestamptz;
  v_before text := current_setting('forgebridge.rfq_job', true);
begin
  if p_introduction_id is null or p_token_hash is null or p_token_hash !~ '^[0-9a-f]{64}$' or p_replace is null then
    raise sqlstate '22023' using message = 'An introduction, a lower-case hex SHA-256 and whether it replaces the live link';
  end if;
  select * into v_rfq from private.introduction_rfq(p_introduction_id);
  if v_rfq.lead_table is null then
    raise sqlstate '22023' using message = 'No such introduction';
  end if;
  if v_rfq.sent_at is null then
    raise sqlstate '23514' using message = 'The brief has not been sent to this supplier';
  end if;
  if v_rfq.clock_closed_at is not null then
    raise sqlstate '23514' using message = 'The RFQ is closed: no new link';
  end if;
  perform set_config('forgebridge.rfq_job', 'on', true);
  -- One introduction's links change one at a time.
  perform from public.introductions i where i.id = p_introduction_id for update;
  if p_replace then
    if (select e.kind from public.introduction_events e
         where e.introduction_id = p_introduction_id and e.kind in ('sent', 'link_revoked')
         order by e.id desc limit 1) = 'link_revoked' then
      raise sqlstate '23514' using message = 'The team revoked the supplier''s link: only Send again issues a new one';
    end if;
    update public.brief_links l set revoked_at = now(), revoked_by = 'replaced by a new brief'
     where l.introduction_id = p_introduction_id and l.revoked_at is null;
    v_expires := now() + case when exists (select from public.introductions i
                                           where i.id = p_introduction_id and i.chosen_at is not null)
                              then interval '30 days' else interval '7 days' end;
  else
    select max(l.expires_at) into v_expires from public.brief_links l
     where l.introduction_id = p_introduction_id and l.revoked_at is null and l.expires_at > now();
    if v_expires is null then
      raise sqlstate '23514' using message = 'The supplier''s link has expired or was revoked: send the brief again';
    end if;
  end if;
  insert into public.brief_links (introduction_id, token_hash, expires_at) values (p_introduction_id, p_token_hash, v_expires);
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
  return v_expires;
end;
$$;
