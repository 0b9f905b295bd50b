-- The per-address limits count a client's network, not each address it can send from
-- (docs/decisions/0008-abuse-limits-in-postgres.md):
--   * an IPv6 address counts as its /64: one line or host is given a whole /64 and can send from
--     any of its 2^64 addresses, so counting each one let a single host fill the hard cap (and
--     refuse every buyer) or the upload allowance, with a fresh address per request;
--   * an IPv4-mapped IPv6 address (::ffff:1.2.3.4) counts as the IPv4 address it carries;
--   * an IPv4 address counts as itself, written the canonical way (its key is unchanged);
--   * a value that is not a plain address (a mask, a zone, spaces, anything else) counts as its
--     own text, exactly as written, and never fails the request.

create function private.address_group(address text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  -- Only digits, hex letters, colons and dots can be a plain address; anything else is its own key.
  if address is null or address !~ '^[0-9A-Fa-f:.]{2,45}$' then
    return address;
  end if;
  begin
    parsed := address::inet;
  exception when data_exception then
    return address;
  end;
  if family(parsed) = 4 then
    return host(parsed);
  end if;
  if parsed << '::ffff:0:0/96'::inet then
    return host('0.0.0.0'::inet + (parsed - '::ffff:0:0'::inet));
  end if;
  return network(set_masklen(parsed, 64))::text;
end;
$$;

revoke all on function private.address_group(text) from public, anon, authenticated;

-- The key the address limits count by: the hash of the address's group, or of '' for "no address".
create or replace function private.client_address_key() returns text
language sql stable
set search_path = ''
as $$ select private.sha256_hex(coalesce(private.address_group(private.client_address()), '')) $$;

revoke all on function private.client_address_key() from public, anon, authenticated;
