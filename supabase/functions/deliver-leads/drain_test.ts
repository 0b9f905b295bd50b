import { stop } from './drain-tests/stack.ts';
import './drain-tests/lead-deliveries.ts';
import './drain-tests/clock-reminders.ts';

/*
 * The drain against the real thing around it: the embedded backend (migrated Postgres in PGlite
 * behind PostgREST's RPC, started by supabase/tests/support/function-stack.ts under Node), a local SMTP
 * capture, and a webhook receiver that fails, then recovers. Only the clock is helped: a test
 * makes a backed-off delivery due instead of waiting for it.
 *
 * The cases sit in drain-tests/: a lead's deliveries (lead-deliveries.ts) and the clock's
 * reminders (clock-reminders.ts). They share one local stack, started when drain-tests/stack.ts is
 * first imported; this file runs them in that order, then stops it. They are not named *_test.ts,
 * so Deno runs them from here only, once.
 */

Deno.test({
  name: 'stop the local stack',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: stop,
});
