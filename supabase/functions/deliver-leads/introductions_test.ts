import { stop } from './introductions-tests/stack.ts';
import './introductions-tests/brief-page.ts';
import './introductions-tests/composed-briefs.ts';
import './introductions-tests/brief-links.ts';
import './introductions-tests/buyer-options.ts';

/*
 * A supplier's brief and the messages after it, drained against the embedded backend, its Storage
 * and the local mail capture (supabase/tests/support/function-stack.ts). The cases sit in
 * introductions-tests/, a file for each part: the brief and its page (brief-page.ts), briefs
 * composed from their claims (composed-briefs.ts), what follows a brief (brief-links.ts) and the
 * buyer's options (buyer-options.ts). They share one local stack, started when
 * introductions-tests/stack.ts is first imported; this file runs them in that order, then stops it.
 * They are not named *_test.ts, so Deno runs them from here only, once.
 */

Deno.test({
  name: 'stop the local stack',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: stop,
});
