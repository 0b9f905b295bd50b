-- "Send the options again" (docs/decisions/0037-buyer-options-page.md): for a buyer who lost the
-- email, or whose link was forwarded where it should not be. The live options links stop working
-- at once, and the options email goes again through the outbox; its first attempt issues a new
-- 30-day link.

-- The one row per RFQ and kind goes back to pending, whatever became of it, unless it is being sent
-- right now.
create policy "Options sent again are queued again" on public.lead_deliveries
  for update to postgres
  using (kind = 'buyer_options' and current_setting('forgebridge.rfq_job', true) = 'on'
         and (claimed_until is null or claimed_until <= now()))
  with check (kind = 'buyer_options' and status = 'pending' and attempts = 0 and claimed_until is null);

create function public.resend_buyer_options(p_lead_table text, p_lead_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rfq record;
  v_revoked integer;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may send the options again';
  end if;
  perform private.check_rfq(p_lead_table, p_lead_id);
  perform set_config('forgebridge.rfq_job', 'on', true);
  select * into v_rfq from private.lock_rfq(p_lead_table, p_lead_id);
  if v_rfq.options_sent_at is null then
    raise sqlstate '23514' using message = 'The options have not been sent yet: use Send options to the buyer';
  end if;
  if v_rfq.clock_closed_at is not null then
    raise sqlstate '23514' using message = 'The RFQ is closed: no options go out';
  end if;
  if exists (select from public.lead_deliveries d
              where d.lead_table = p_lead_table and d.lead_id = p_lead_id and d.kind = 'buyer_options'
                and d.claimed_until > now()) then
    raise sqlstate '23514' using message = 'The options email is being sent right now: try again in a minute';
  end if;
  update public.options_links l set revoked_at = now(), revoked_by = private.rfq_actor()
   where l.lead_table = p_lead_table and l.lead_id = p_lead_id and l.revoked_at is null and l.expires_at > now();
  get diagnostics v_revoked = row_count;
  insert into public.lead_deliveries (lead_table, lead_id, kind) values (p_lead_table, p_lead_id, 'buyer_options')
  on conflict (lead_table, lead_id, kind) do update
    set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null, sent_at = null,
        claimed_until = null;
  perform private.poke_delivery_drain();
  perform set_config('forgebridge.rfq_job', 'off', true);
  return v_revoked;
end;
$$;

revoke all on function public.resend_buyer_options(text, uuid) from public, anon;
grant execute on function public.resend_buyer_options(text, uuid) to authenticated;
