-- What the buyer will read about each supplier, for the desk's preview of the buyer's email
-- (docs/decisions/0036-supplier-brief-pages.md): the same buyer-safe reasons send_buyer_options
-- writes when it sends (what the supplier does and holds, checked now), never the ranking's
-- internal reasons, so the preview is the message.
create function public.buyer_reasons_preview(p_lead_table text, p_lead_id uuid)
returns table (introduction_id uuid, reasons text[])
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_before text := current_setting('forgebridge.rfq_job', true);
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin may preview the buyer''s options';
  end if;
  perform private.check_rfq(p_lead_table, p_lead_id);
  -- The introductions are read as the function's owner, whom forced row-level security holds to
  -- the desk's functions.
  perform set_config('forgebridge.rfq_job', 'on', true);
  return query
    select i.id, private.buyer_safe_reasons(p_lead_table, p_lead_id, i.supplier_id)
      from public.introductions i
     where i.lead_table = p_lead_table and i.lead_id = p_lead_id and i.sent_at is not null
     order by i.position;
  perform set_config('forgebridge.rfq_job', coalesce(v_before, ''), true);
end;
$$;

revoke all on function public.buyer_reasons_preview(text, uuid) from public, anon;
grant execute on function public.buyer_reasons_preview(text, uuid) to authenticated;
