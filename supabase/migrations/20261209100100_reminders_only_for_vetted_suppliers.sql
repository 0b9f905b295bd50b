-- A supplier is reminded of its brief, or sent any link to its brief page, only while that page
-- would open for it (docs/decisions/0036-supplier-brief-pages.md). The page refuses a supplier that
-- is no longer vetted (lapsed, paused, rejected) with the invalid link's answer, so an email whose
-- link leads there says nothing true.
--   * The reminder job queues a reminder only for a supplier that is vetted when the job runs. It
--     is the right place to decide: the job records "reminded" in the introduction's trail when it
--     queues, and each introduction has one reminder at most, so a reminder queued for a supplier
--     that cannot read its brief would both say it was reminded and use up the one reminder. Left
--     unqueued, the supplier is reminded on a later run once the team vets it again, while the
--     brief still waits for its answer.
--   * A supplier may stop being vetted after its reminder (or the team's reply, or the brief) was
--     queued and before the outbox sends it. A link is issued or joined only for a vetted supplier:
--     otherwise issue_brief_link refuses (23514) in words, and the outbox skips that email with
--     those words as its recorded reason, so the desk sees why it did not go.

-- A supplier that has not answered 24 hours after its brief was sent gets one reminder, while its
-- link lives, it is vetted (its page opens), and the buyer's options have not gone. Run every 15
-- minutes by pg_cron on the hosted project (and by the embedded backend's job runner locally).
create or replace function public.queue_brief_reminders() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform set_config('forgebridge.rfq_job', 'on', true);
  with due as (
    select i.id from public.introductions i
      join public.suppliers s on s.id = i.supplier_id
     cross join lateral private.introduction_rfq(i.id) r
     where i.sent_at is not null and i.sent_at <= now() - interval '24 hours' and i.answer is null
       and s.status = 'vetted'
       and r.options_sent_at is null and r.clock_closed_at is null
       and exists (select from public.brief_links l
                    where l.introduction_id = i.id and l.revoked_at is null and l.expires_at > now())
       and not exists (select from public.lead_deliveries d
                        where d.lead_table = 'introductions' and d.lead_id = i.id and d.kind = 'brief_reminder')
  ), queued as (
    insert into public.lead_deliveries (lead_table, lead_id, kind)
    select 'introductions', due.id, 'brief_reminder' from due
    on conflict (lead_table, lead_id, kind) do nothing
    returning lead_id
  ), trail as (
    insert into public.introduction_events (introduction_id, kind) select q.lead_id, 'reminded' from queued q
    returning 1
  )
  select count(*) into v_count from trail;
  if v_count > 0 then
    perform private.poke_delivery_drain();
  end if;
  perform set_config('forgebridge.rfq_job', 'off', true);
  return v_count;
end;
$$;

-- Stores a brief page link's hash for the deliver-leads function (service role only). `replace`
-- kills the earlier links and starts the full term (7 days; 30 for a supplier the buyer chose);
-- otherwise the link joins the live one's expiry, and is refused when none is live. A link the team
-- revoked is never started again by a queued send, only by "Send again". No link is issued for a
-- supplier that is not vetted: its page would refuse it.
create or replace function public.issue_brief_link(p_introduction_id uuid, p_token_hash text, p_replace boolean)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rfq record;
  v_expires timestamptz;
  v_status text;
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
  select s.status into v_status
    from public.introductions i join public.suppliers s on s.id = i.supplier_id
   where i.id = p_introduction_id
     for update of i;
  if v_status is distinct from 'vetted' then
    raise sqlstate '23514' using
      message = format('The supplier is no longer vetted (%s): its brief page stays closed until the team vets it again',
                       v_status);
  end if;
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
