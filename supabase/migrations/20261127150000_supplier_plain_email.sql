-- A supplier's email is a plain address, as every lead's is
-- (supabase/migrations/20261127130000_one_mailbox_one_count.sql): the desk links it with mailto:, and
-- the introductions will mail it, so no comment, display name, quote or ( ) < > " , ? % may ride
-- along. The forms' pattern (src/lib/leads/fields/email-address.ts), kept equal by
-- supabase/tests/field-parity.test.ts.
alter table public.suppliers drop constraint suppliers_email_check;
alter table public.suppliers add constraint suppliers_email_check check (
  char_length(email) <= 320
  and email ~ '^[A-Za-z0-9_''+-]+(\.[A-Za-z0-9_''+-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
);
