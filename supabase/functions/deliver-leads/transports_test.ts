import { deepStrictEqual as assertEquals, ok as assert, rejects as assertRejects } from 'node:assert/strict';
import { readSettings } from './settings.ts';
import { createTransports } from './transports.ts';

/**
 * The hosted path's email: Resend's HTTP API, chosen by the function's environment, against a
 * local stand-in for api.resend.com that records what it is sent.
 */

const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });
const base = {
  SUPABASE_URL: 'http://127.0.0.1:1',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role',
  DELIVERY_DRAIN_SECRET: 'secret',
  EMAIL_FROM: 'Forgebridge <alerts@forgebridge.test>',
  TEAM_ALERT_TO: 'team@forgebridge.test',
  SITE_URL: 'https://www.forgebridge.test',
};

Deno.test('a Resend key chooses Resend; EMAIL_TRANSPORT=smtp overrides it; SMTP needs its host', () => {
  assertEquals(readSettings(env({ ...base, RESEND_API_KEY: 're_test' })).mail.transport, 'resend');
  assertEquals(
    readSettings(env({ ...base, RESEND_API_KEY: 're_test', EMAIL_TRANSPORT: 'smtp', SMTP_HOST: 'smtp.test' })).mail
      .transport,
    'smtp',
  );
  let refused = false;
  try {
    readSettings(env({ ...base, EMAIL_TRANSPORT: 'smtp' }));
  } catch {
    refused = true;
  }
  assert(refused, 'SMTP without a host is refused');
});

Deno.test({
  name: 'Resend gets the key, an Idempotency-Key and a stable Message-ID per delivery; a refusal is an error',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const received: { auth: string | null; idempotency: string | null; body: Record<string, unknown> }[] = [];
    let answer = 200;
    const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, async (request) => {
      received.push({
        auth: request.headers.get('authorization'),
        idempotency: request.headers.get('idempotency-key'),
        body: (await request.json()) as Record<string, unknown>,
      });
      return answer === 200 ? Response.json({ id: 'email-1' }) : new Response('rate limited', { status: answer });
    });
    try {
      const settings = readSettings(
        env({ ...base, RESEND_API_KEY: 're_test', RESEND_API_URL: `http://127.0.0.1:${server.addr.port}` }),
      );
      const { sendEmail } = createTransports(settings.mail);
      const email = {
        subject: 'New contact message: hello',
        text: 'text',
        html: '<p>html</p>',
        from: 'Forgebridge <alerts@forgebridge.test>',
        to: 'team@forgebridge.test',
        deliveryId: '0b7c6a2e-1111-4222-8333-444455556666',
      };
      await sendEmail(email);
      await sendEmail(email);
      assertEquals(received.length, 2);
      for (const sent of received) {
        assertEquals(sent.auth, 'Bearer re_test');
        assertEquals(sent.idempotency, email.deliveryId);
        assertEquals(sent.body.to, ['team@forgebridge.test']);
        assertEquals(
          (sent.body.headers as Record<string, string>)['Message-ID'],
          `<${email.deliveryId}@forgebridge.test>`,
        );
      }
      // An introduction's two sides, both on To.
      await sendEmail({ ...email, to: ['buyer@aquila.example', 'quotes@heron.example'] });
      assertEquals(received[2]?.body.to, ['buyer@aquila.example', 'quotes@heron.example']);
      answer = 429;
      await assertRejects(() => sendEmail(email), /Resend answered 429/);
    } finally {
      await server.shutdown();
    }
  },
});
