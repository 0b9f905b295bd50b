import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from './config.ts';
import { signedInClient, visitorClient } from '../tests/support/backend.ts';
import { validRow } from '../tests/support/fixtures.ts';
import { useTestBackend } from '../tests/support/fresh.ts';
import { fuzzCases, send, type FuzzCase } from '../tests/support/fuzz.ts';

/**
 * Malformed input is a client mistake: every route answers it with a 4xx in its API's error
 * shape, never a 5xx (which supabase-js may retry, and which hides the real problem).
 */

const MB = 1024 * 1024;
const BUCKET = 'lead-attachments';
const auth = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` };

/** Reserves an upload as the forms do first, so Storage reaches the limit under test. */
async function reserve(name: string, bytes: number) {
  const response = await fetch(`${backend.url}/rest/v1/upload_reservations`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ name, bytes }),
  });
  expect(response.status).toBe(201);
}

const backend = useTestBackend();

/** Streams `total` bytes with Transfer-Encoding: chunked (no declared length) and reads the answer. */
function sendChunked(
  path: string,
  method: string,
  headers: Record<string, string>,
  total: number,
): Promise<{ status: number; body: string }> {
  const url = new URL(path, backend.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method, headers: { ...auth, ...headers } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const chunk = Buffer.alloc(MB, 7);
    let sent = 0;
    const write = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const metadata = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe('storage refuses bad input with 4xx', () => {
  it('answers a malformed escape in a DELETE path with 400 InvalidKey', async () => {
    for (const path of [`${BUCKET}/%E0%A4%A`, '%E0%A4%A', '%']) {
      const response = await fetch(`${backend.url}/storage/v1/object/${path}`, {
        method: 'DELETE',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: ['a.pdf'] }),
      });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: expect.stringMatching(/^4\d\d$/) as unknown });
    }
    for (const path of [`${BUCKET}/%E0%A4%A`, '%E0%A4%A']) {
      const response = await fetch(`${backend.url}/storage/v1/object/${path}`, {
        method: 'DELETE',
        headers: auth,
        body: JSON.stringify({ prefixes: ['a.pdf'] }),
      });
      expect(await response.json(), path).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
  });

  it('answers a chunked upload over the bucket’s 50 MB limit with EntityTooLarge (413)', async () => {
    const path = `consultation_requests/${randomUUID()}/01-big.pdf`;
    await reserve(path, 50 * MB);
    const answer = await sendChunked(
      `/storage/v1/object/${BUCKET}/${path}`,
      'POST',
      { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked', 'x-forwarded-for': '198.18.200.1' },
      51 * MB,
    );
    // Storage's object API: HTTP 400 with the logical status in the body, as storage-js expects.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });

  it('answers a chunked resumable PATCH beyond the declared Upload-Length with 413', async () => {
    const path = `consultation_requests/${randomUUID()}/01-a.pdf`;
    await reserve(path, MB);
    const created = await fetch(`${backend.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        ...auth,
        'tus-resumable': '1.0.0',
        'upload-length': String(MB),
        'x-forwarded-for': '198.18.200.2',
        'upload-metadata': metadata({
          bucketName: BUCKET,
          objectName: path,
          contentType: 'application/pdf',
        }),
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '').pathname;
    const patch = {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'transfer-encoding': 'chunked',
      'x-forwarded-for': '198.18.200.2',
    };
    const answer = await sendChunked(location, 'PATCH', patch, 3 * MB);
    // TUS answers with the real status and a plain-text reason, as the hosted server does.
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/Maximum size exceeded/);
    const head = await fetch(`${backend.url}${location}`, {
      method: 'HEAD',
      headers: { ...auth, 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(200);
  });

  it('answers a multipart upload without a usable boundary with 400 InvalidRequest', async () => {
    const response = await fetch(
      `${backend.url}/storage/v1/object/${BUCKET}/consultation_requests/${randomUUID()}/01-a.pdf`,
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=', 'x-forwarded-for': '198.18.200.3' },
        body: 'x',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });
});

describe('JSON nested deeper than any request of ours', () => {
  // Thousands of levels overflowed the stack when the rows were written out for Postgres: a 500.
  const deep = `{"name":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
  const post = (path: string) =>
    fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: deep,
    });
  const leadCount = async () => {
    const { rows } = await backend.db.query<{ n: string }>(
      'select (select count(*) from public.contact_messages) + (select count(*) from public.oem_leads) as n',
    );
    return Number(rows[0]?.n);
  };

  it.each(['/rest/v1/contact_messages', '/rest/v1/oem_leads', '/rest/v1/rpc/lead_counts'])(
    '%s answers it with 400 PGRST102, and stores nothing',
    async (path) => {
      const before = await leadCount();
      const response = await post(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'PGRST102',
        details: expect.stringMatching(/nested deeper/),
      });
      expect(await leadCount()).toBe(before);
    },
  );

  it('Auth answers it with 400 bad_json', async () => {
    const response = await post('/auth/v1/token?grant_type=password');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'bad_json' });
  });
});

describe('the desk’s functions refuse bad input with 4xx', () => {
  // One sign-in for the block: a second factor's code is accepted once, so each more may wait 30 s.
  let signedIn: ReturnType<typeof signedInClient> | undefined;
  const asAdmin = () => (signedIn ??= signedInClient(backend.url, backend.admin));
  /** Each call as the signed-in admin (aal2) the desk uses, with an argument no row answers to. */
  const calls: { name: string; args: Record<string, unknown> }[] = [
    { name: 'assign_rfq', args: { p_lead_table: 'oem_leads', p_lead_id: randomUUID(), p_assignee: null } },
    { name: 'assign_rfq', args: { p_lead_table: 'consultation_requests', p_lead_id: randomUUID(), p_assignee: null } },
    { name: 'start_vetting', args: { p_partner_lead_id: randomUUID() } },
  ];

  it.each(calls)('$name answers an unknown id with 400 and says why', async ({ name, args }) => {
    const admin = await asAdmin();
    const answer = await admin.rpc(name as 'assign_rfq', args as never);
    expect(answer.status, JSON.stringify(answer.error)).toBe(400);
    expect(answer.error).toMatchObject({ code: '22023', message: expect.stringMatching(/has this id/) as unknown });
  });

  it('assign_rfq refuses an RFQ looked for in the other RFQ table, and changes nothing', async () => {
    const rfq = validRow('oem_leads');
    expect((await visitorClient(backend.url).from('oem_leads').insert(rfq)).error).toBeNull();
    const admin = await asAdmin();
    const answer = await admin.rpc('assign_rfq', {
      p_lead_table: 'consultation_requests',
      p_lead_id: rfq.id,
      // The generated argument type leaves out that null unassigns.
      p_assignee: null as unknown as string,
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('22023');
    const { rows } = await backend.db.query('select assigned_to from public.oem_leads where id = $1', [rfq.id]);
    expect(rows).toEqual([{ assigned_to: null }]);
  });
});

describe('fuzzed requests', () => {
  const isTus = (fuzz: FuzzCase) => fuzz.path.startsWith('/storage/v1/upload/resumable');

  it('never answer 5xx, and answer every REST, Auth and Storage error with JSON', async () => {
    const failures: string[] = [];
    for (const fuzz of fuzzCases(Number(process.env.FUZZ_SEED ?? 20261124), Number(process.env.FUZZ_CASES ?? 400))) {
      const label = `${fuzz.method} ${fuzz.path.slice(0, 120)} ${JSON.stringify(fuzz.headers).slice(0, 300)} body=${fuzz.body?.toString('utf8').slice(0, 80) ?? ''}`;
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send(backend.url, fuzz);
      } catch (error) {
        failures.push(`${label} → ${(error as Error).message}`);
        continue;
      }
      if (answer.status >= 500) failures.push(`${label} → ${answer.status} ${answer.body.slice(0, 200)}`);
      // TUS errors are plain text (as @tus/server answers), HEAD carries no body, and 431 (the
      // headers exceed Node's 16 KB) is Node's own answer before any handler runs.
      if (answer.status >= 400 && answer.status !== 431 && fuzz.method !== 'HEAD' && !isTus(fuzz)) {
        let json = /^application\/json/.test(answer.contentType);
        try {
          JSON.parse(answer.body);
        } catch {
          json = false;
        }
        if (!json) failures.push(`${label} → ${answer.status} not JSON: ${answer.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
