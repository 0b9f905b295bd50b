-- A supplier's answer (docs/decisions/0036-supplier-brief-pages.md): an indicative price is checked
-- at the 2 places it is stored with, so an amount that rounds out of range gets the answer's own
-- clear refusal (22023), not the column's check constraint.

-- As before, with the price's amount checked once rounded to the 2 places it is stored with: an
-- amount that rounds to 0.00 (or up to 100,000,000) gets the same message as any other out of range.
create or replace function private.read_brief_answer(p_answer jsonb,
  out answer text, out lead_time text, out earliest_start date, out price_amount numeric, out price_currency text,
  out price_basis text, out minimum_order integer, out answer_note text, out decline_reason text,
  out answer_reason text)
language plpgsql stable
set search_path = ''
as $$
declare
  v_price jsonb;
  v_words text;
begin
  if p_answer is null or jsonb_typeof(p_answer) <> 'object' then
    raise sqlstate '22023' using message = 'The answer is an object: {"answer": "interested" | "declined", …}';
  end if;
  answer := p_answer ->> 'answer';
  if answer = 'interested' then
    lead_time := p_answer ->> 'lead_time';
    if lead_time is null or lead_time not in ('under-2-weeks', '2-4-weeks', '4-8-weeks', 'over-8-weeks') then
      raise sqlstate '22023' using message = 'Choose a lead time';
    end if;
    if jsonb_typeof(p_answer -> 'earliest_start') is distinct from 'string'
       or (p_answer ->> 'earliest_start') !~ '^\d{4}-\d{2}-\d{2}$' then
      raise sqlstate '22023' using message = 'Give the earliest start as a date';
    end if;
    begin
      earliest_start := (p_answer ->> 'earliest_start')::date;
    exception when others then
      raise sqlstate '22023' using message = 'Give the earliest start as a date';
    end;
    if earliest_start < (now() at time zone 'Europe/London')::date
       or earliest_start > (now() at time zone 'Europe/London')::date + 366 then
      raise sqlstate '22023' using message = 'The earliest start is a date from today to a year ahead';
    end if;
    v_price := p_answer -> 'price';
    if v_price is not null and jsonb_typeof(v_price) <> 'null' then
      if jsonb_typeof(v_price) <> 'object' or jsonb_typeof(v_price -> 'amount') is distinct from 'number'
         or round((v_price ->> 'amount')::numeric, 2) <= 0 or round((v_price ->> 'amount')::numeric, 2) >= 100000000
         or (v_price ->> 'currency') is null or (v_price ->> 'currency') not in ('GBP', 'EUR')
         or (v_price ->> 'basis') is null or (v_price ->> 'basis') not in ('per_part', 'total') then
        raise sqlstate '22023' using
          message = 'An indicative price is an amount above 0 in GBP or EUR, per part or in total';
      end if;
      price_amount := round((v_price ->> 'amount')::numeric, 2);
      price_currency := v_price ->> 'currency';
      price_basis := v_price ->> 'basis';
    end if;
    if p_answer -> 'minimum_order' is not null and jsonb_typeof(p_answer -> 'minimum_order') <> 'null' then
      if jsonb_typeof(p_answer -> 'minimum_order') <> 'number'
         or (p_answer ->> 'minimum_order')::numeric not between 1 and 1000000
         or (p_answer ->> 'minimum_order')::numeric <> trunc((p_answer ->> 'minimum_order')::numeric) then
        raise sqlstate '22023' using message = 'A minimum order is a whole number of parts from 1 to 1,000,000';
      end if;
      minimum_order := (p_answer ->> 'minimum_order')::integer;
    end if;
    if jsonb_typeof(p_answer -> 'note') = 'string' then
      answer_note := private.trimmed_text(p_answer ->> 'note');
      if char_length(answer_note) > 1000 then
        raise sqlstate '22023' using message = 'A note to the team is at most 1,000 characters';
      end if;
      if private.visible_length(answer_note) = 0 then
        answer_note := null;
      end if;
    end if;
  elsif answer = 'declined' then
    decline_reason := p_answer ->> 'reason';
    if decline_reason is null
       or decline_reason not in ('deadline', 'not_manufacturable', 'no_capacity', 'outside_our_work', 'other') then
      raise sqlstate '22023' using message = 'Choose why you decline';
    end if;
    if jsonb_typeof(p_answer -> 'words') = 'string' then
      v_words := private.trimmed_text(p_answer ->> 'words');
      if private.visible_length(v_words) = 0 then
        v_words := null;
      end if;
    end if;
    if decline_reason = 'other' then
      v_words := private.required_reason(v_words, 'Saying why you decline', 1000);
    elsif v_words is not null and char_length(v_words) > 1000 then
      raise sqlstate '22023' using message = 'Saying why you decline takes at most 1,000 characters';
    end if;
    answer_note := v_words;
    -- The reason as the suggestions read it ("Declined this RFQ: …").
    answer_reason := case decline_reason
                       when 'deadline' then 'Can''t meet the deadline'
                       when 'not_manufacturable' then 'Not manufacturable as drawn'
                       when 'no_capacity' then 'No capacity'
                       when 'outside_our_work' then 'Outside our processes or materials'
                       else 'Other' end
                     || coalesce(': ' || v_words, '');
    answer_reason := left(answer_reason, 1000);
  else
    raise sqlstate '22023' using message = 'The answer is "interested" or "declined"';
  end if;
end;
$$;
