-- Capability changes a shop proposes on its page, and the team's decision on them
-- (docs/decisions/0040-a-shops-way-in.md). A proposal changes nothing in the register until an
-- admin accepts it; then the register's own checks apply as to any change.

-- What a proposal would change: the keys of `p_changes` that differ from the register, checked
-- against the register's vocabulary. Raises 22023 with the reason in words for anything else.
create function private.capability_changes(p_supplier_id uuid, p_changes jsonb) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_supplier public.suppliers;
  v_key text;
  v_value jsonb;
  v_list text[];
  v_out jsonb := '{}'::jsonb;
  v_vocabulary constant jsonb := jsonb_build_object(
    'processes', array['cnc-milling', 'cnc-turning', 'swiss-type', 'multi-axis', 'grinding', 'edm', 'fabrication', 'assembly'],
    'materials', array['aluminium', 'steel', 'stainless-steel', 'titanium', 'nickel-alloys', 'brass', 'copper', 'plastics'],
    'industries', array['aerospace', 'defence', 'automotive', 'motorsport', 'medical', 'energy', 'oil-and-gas', 'rail',
                        'electronics', 'general-engineering'],
    'order_sizes', array['prototype', 'small', 'medium', 'large']);
  v_processes text[];
  v_axes integer;
begin
  if p_changes is null or jsonb_typeof(p_changes) <> 'object' then
    raise sqlstate '22023' using message = 'Changes are an object of capability fields';
  end if;
  select * into v_supplier from public.suppliers s where s.id = p_supplier_id;
  for v_key, v_value in select e.key, e.value from jsonb_each(p_changes) e loop
    if v_key in ('processes', 'materials', 'industries', 'order_sizes') then
      if jsonb_typeof(v_value) <> 'array' or jsonb_path_exists(v_value, '$[*] ? (@.type() != "string")') then
        raise sqlstate '22023' using message = format('%s is a list of choices', v_key);
      end if;
      v_list := array(select distinct x from jsonb_array_elements_text(v_value) x order by x);
      if not v_list <@ array(select jsonb_array_elements_text(v_vocabulary -> v_key)) then
        raise sqlstate '22023' using message = format('%s holds a choice we do not know', v_key);
      end if;
      if v_list is distinct from array(select distinct x from jsonb_array_elements_text(to_jsonb(v_supplier) -> v_key) x
                                        order by x) then
        v_out := v_out || jsonb_build_object(v_key, to_jsonb(v_list));
      end if;
    elsif v_key = 'lead_time' then
      if v_value <> 'null' and (jsonb_typeof(v_value) <> 'string'
         or v_value #>> '{}' not in ('under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks')) then
        raise sqlstate '22023' using message = 'lead_time is one of the lead time choices';
      end if;
      if (v_value #>> '{}') is distinct from v_supplier.lead_time then
        v_out := v_out || jsonb_build_object(v_key, v_value);
      end if;
    elsif v_key = 'town' then
      if v_value <> 'null' and (jsonb_typeof(v_value) <> 'string' or char_length(v_value #>> '{}') > 100) then
        raise sqlstate '22023' using message = 'town is at most 100 characters';
      end if;
      if nullif(btrim(v_value #>> '{}'), '') is distinct from v_supplier.town then
        v_out := v_out || jsonb_build_object(v_key, to_jsonb(nullif(btrim(v_value #>> '{}'), '')));
      end if;
    elsif v_key in ('max_axes', 'envelope_x_mm', 'envelope_y_mm', 'envelope_z_mm') then
      if v_value <> 'null' and (jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}') !~ '^[0-9]{1,6}$'
         or (v_value #>> '{}')::integer not between (case v_key when 'max_axes' then 4 else 1 end)
                                                and (case v_key when 'max_axes' then 9 else 100000 end)) then
        raise sqlstate '22023' using message = format('%s is a whole number in range', v_key);
      end if;
      if (v_value #>> '{}') is distinct from (to_jsonb(v_supplier) ->> v_key) then
        v_out := v_out || jsonb_build_object(v_key, v_value);
      end if;
    else
      raise sqlstate '22023' using message = format('%s is not a capability the page changes', v_key);
    end if;
  end loop;
  -- The largest part is three sizes or none.
  if (p_changes ? 'envelope_x_mm' or p_changes ? 'envelope_y_mm' or p_changes ? 'envelope_z_mm')
     and (select count(*) from unnest(array['envelope_x_mm', 'envelope_y_mm', 'envelope_z_mm']) k
           where p_changes -> k is not null and p_changes -> k <> 'null') not in (0, 3) then
    raise sqlstate '22023' using message = 'The largest part takes all three sizes, or none';
  end if;
  -- Multi-axis work is stated with its most axes.
  v_processes := coalesce(array(select jsonb_array_elements_text(v_out -> 'processes')), v_supplier.processes);
  v_axes := coalesce((case when p_changes ? 'max_axes' then (p_changes ->> 'max_axes')::integer end),
                     v_supplier.max_axes);
  if 'multi-axis' = any(v_processes) and v_axes is null then
    raise sqlstate '22023' using message = 'Multi-axis work needs the most axes machined at once';
  end if;
  if not ('multi-axis' = any(v_processes)) then
    -- The most axes goes with multi-axis work.
    v_out := v_out - 'max_axes';
    if v_supplier.max_axes is not null then
      v_out := v_out || jsonb_build_object('max_axes', null);
    end if;
  end if;
  return v_out;
end;
$$;

-- The shop proposes capability changes: stored for the team (replacing a proposal still waiting),
-- and nothing in the register changes. Answers the page as it now reads.
create function public.propose_supplier_capabilities(p_token text, p_changes jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access record;
  v_changes jsonb;
  v_view jsonb;
begin
  select * into v_access from private.supplier_access(p_token, private.brief_caller_key());
  if v_access.refusal is not null then
    return v_access.refusal;
  end if;
  perform set_config('forgebridge.register_job', 'on', true);
  begin
    v_changes := private.capability_changes(v_access.supplier_id, p_changes);
  exception when sqlstate '22023' then
    perform set_config('forgebridge.register_job', '', true);
    return private.brief_refusal(400, 'supplier_proposal_invalid', sqlerrm);
  end;
  if v_changes = '{}' then
    perform set_config('forgebridge.register_job', '', true);
    return private.brief_refusal(400, 'supplier_proposal_empty', 'Nothing differs from what we hold.');
  end if;
  perform pg_advisory_xact_lock(hashtext('forgebridge.supplier_proposal.' || v_access.supplier_id::text));
  update public.supplier_proposals p set changes = v_changes, created_at = now()
   where p.supplier_id = v_access.supplier_id and p.status = 'pending';
  if not found then
    insert into public.supplier_proposals (supplier_id, changes) values (v_access.supplier_id, v_changes);
  end if;
  v_view := private.supplier_page_view(v_access.supplier_id, v_access.expires_at);
  perform set_config('forgebridge.register_job', '', true);
  return v_view;
end;
$$;

-- The team accepts (the changes apply, checked as any change of the register) or declines a
-- waiting proposal. 22023 when it is not waiting.
create function public.decide_supplier_proposal(p_proposal_id uuid, p_accept boolean) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_proposal public.supplier_proposals;
  c jsonb;
begin
  if not private.is_admin() then
    raise sqlstate '42501' using message = 'Only an admin with a second factor can decide a proposal';
  end if;
  if p_accept is null then
    raise sqlstate '22023' using message = 'Accept or decline';
  end if;
  perform set_config('forgebridge.register_job', 'on', true);
  select * into v_proposal from public.supplier_proposals p where p.id = p_proposal_id for update;
  if not found or v_proposal.status <> 'pending' then
    raise sqlstate '22023' using message = 'This proposal is not waiting for a decision';
  end if;
  c := v_proposal.changes;
  if p_accept then
    perform set_config('forgebridge.supplier_change', 'on', true);
    update public.suppliers s set
      processes = case when c ? 'processes' then array(select jsonb_array_elements_text(c -> 'processes')) else s.processes end,
      materials = case when c ? 'materials' then array(select jsonb_array_elements_text(c -> 'materials')) else s.materials end,
      industries = case when c ? 'industries' then array(select jsonb_array_elements_text(c -> 'industries')) else s.industries end,
      order_sizes = case when c ? 'order_sizes' then array(select jsonb_array_elements_text(c -> 'order_sizes')) else s.order_sizes end,
      max_axes = case when c ? 'max_axes' then (c ->> 'max_axes')::smallint else s.max_axes end,
      lead_time = case when c ? 'lead_time' then c ->> 'lead_time' else s.lead_time end,
      town = case when c ? 'town' then c ->> 'town' else s.town end,
      envelope_x_mm = case when c ? 'envelope_x_mm' then (c ->> 'envelope_x_mm')::integer else s.envelope_x_mm end,
      envelope_y_mm = case when c ? 'envelope_y_mm' then (c ->> 'envelope_y_mm')::integer else s.envelope_y_mm end,
      envelope_z_mm = case when c ? 'envelope_z_mm' then (c ->> 'envelope_z_mm')::integer else s.envelope_z_mm end
     where s.id = v_proposal.supplier_id;
    perform set_config('forgebridge.supplier_change', '', true);
  end if;
  update public.supplier_proposals p
     set status = case when p_accept then 'accepted' else 'declined' end, decided_at = now(),
         decided_by = private.register_actor()
   where p.id = p_proposal_id;
  perform set_config('forgebridge.register_job', '', true);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The outbox's claims: a notice's email is claimed with the notice and its supplier
-- ---------------------------------------------------------------------------------------------

create or replace function public.claim_lead_deliveries(max_rows integer default 20)
returns table (id uuid, lead_table text, lead_id uuid, kind text, attempt integer, lead jsonb)
language plpgsql
set search_path = ''
as $$
declare
  claimed record;
begin
  if max_rows is null or max_rows < 1 or max_rows > 100 then
    raise sqlstate '22023' using message = 'max_rows must be between 1 and 100';
  end if;
  for claimed in
    with due as (
      select d.id from public.lead_deliveries d
      where d.status = 'pending' and d.next_attempt_at <= now()
      order by d.next_attempt_at, d.id
      limit max_rows
      for update skip locked
    )
    update public.lead_deliveries d
       set attempts = d.attempts + 1,
           next_attempt_at = now() + (select s.lease from private.delivery_settings s),
           claimed_until = now() + (select s.lease from private.delivery_settings s)
      from due
     where d.id = due.id
    returning d.id, d.lead_table, d.lead_id, d.kind, d.attempts
  loop
    id := claimed.id;
    lead_table := claimed.lead_table;
    lead_id := claimed.lead_id;
    kind := claimed.kind;
    attempt := claimed.attempts;
    if claimed.lead_table = 'mfa_factors' then
      lead := private.locked_factor_facts(claimed.lead_id);
    elsif claimed.lead_table = 'introductions' and claimed.kind = 'introduction' then
      lead := private.introduction_facts(claimed.lead_id);
    elsif claimed.lead_table = 'introductions' then
      lead := private.supplier_brief_facts(claimed.lead_id);
      if lead is not null then
        lead := lead || (select jsonb_build_object(
                                  'answer_by', private.brief_answer_by(r.sent_at, r.clock_due_at),
                                  'answered', i.answer is not null,
                                  'options_sent', r.options_sent_at is not null)
                           from public.introductions i, private.introduction_rfq(i.id) r
                          where i.id = claimed.lead_id);
      end if;
    elsif claimed.lead_table = 'introduction_questions' then
      lead := private.brief_question_facts(claimed.lead_id);
    elsif claimed.lead_table = 'buyer_choices' then
      lead := private.buyer_choice_facts(claimed.lead_id);
    elsif claimed.lead_table = 'buyer_questions' then
      lead := private.buyer_question_facts(claimed.lead_id);
    elsif claimed.lead_table = 'supplier_notices' then
      lead := private.supplier_notice_facts(claimed.lead_id);
    elsif claimed.lead_table = 'rfq_clock_pauses' then
      lead := private.due_moved_facts(claimed.lead_id);
    else
      execute format('select to_jsonb(l) from public.%I l where l.id = $1', claimed.lead_table)
        into lead using claimed.lead_id;
      if claimed.kind = 'buyer_options' and lead is not null then
        lead := lead || jsonb_build_object('options',
                                           private.buyer_options_facts(claimed.lead_table, claimed.lead_id));
      end if;
    end if;
    return next;
  end loop;
end;
$$;

revoke all on function public.claim_lead_deliveries(integer) from public, anon, authenticated;
grant execute on function public.claim_lead_deliveries(integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------

revoke all on function public.issue_supplier_link(uuid, text, boolean), public.revoke_supplier_links(uuid),
  private.supplier_access(text, text), private.supplier_page_view(uuid, timestamptz),
  public.open_supplier_page(text), public.set_supplier_capacity(text, text),
  private.capability_changes(uuid, jsonb), public.propose_supplier_capabilities(text, jsonb),
  public.decide_supplier_proposal(uuid, boolean)
  from public, anon, authenticated, service_role;
grant execute on function public.issue_supplier_link(uuid, text, boolean) to service_role;
grant execute on function public.revoke_supplier_links(uuid), public.decide_supplier_proposal(uuid, boolean)
  to authenticated;
grant execute on function public.open_supplier_page(text), public.set_supplier_capacity(text, text),
  public.propose_supplier_capabilities(text, jsonb) to anon, authenticated;
