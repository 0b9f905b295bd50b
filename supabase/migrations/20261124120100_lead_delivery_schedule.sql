-- On a hosted project, pg_net and pg_cron drive the `deliver-leads` Edge Function
-- (docs/decisions/0015-lead-delivery-outbox.md): every lead insert pokes it at once, and a cron
-- job drains every minute whatever was missed or is due for a retry. pg_net sends asynchronously
-- after the transaction commits and never retries; the outbox does. The embedded backend has
-- neither extension and plays their part itself, so this migration changes nothing there.
--
-- The function's address and the secret it checks come from Vault, set once per project (see
-- README, "Lead alerts and webhooks"):
--   select vault.create_secret('https://<ref>.supabase.co/functions/v1/deliver-leads', 'deliver_leads_url');
--   select vault.create_secret('<a long random string>', 'deliver_leads_secret');
-- Until both are set the poke and the job do nothing, and leads wait in the outbox.
do $$
begin
  if not exists (select from pg_available_extensions where name = 'pg_net')
     or not exists (select from pg_available_extensions where name = 'pg_cron')
     or not exists (select from pg_namespace where nspname = 'vault') then
    return;
  end if;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists pg_cron with schema pg_catalog;

  create or replace function private.poke_delivery_drain() returns void
  language plpgsql
  security definer
  set search_path = ''
  as $fn$
  declare
    target text := (select decrypted_secret from vault.decrypted_secrets where name = 'deliver_leads_url');
    secret text := (select decrypted_secret from vault.decrypted_secrets where name = 'deliver_leads_secret');
  begin
    perform pg_notify('lead_deliveries', '');
    if target is null or secret is null then
      return;
    end if;
    perform net.http_post(
      url := target,
      body := '{}'::jsonb,
      headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret),
      timeout_milliseconds := 5000
    );
  end;
  $fn$;
  revoke all on function private.poke_delivery_drain() from public, anon, authenticated;

  -- cron.schedule with a job name replaces a job of the same name, so re-running is harmless.
  perform cron.schedule('drain-lead-deliveries', '* * * * *', 'select private.poke_delivery_drain()');
end;
$$;
