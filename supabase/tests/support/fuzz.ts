import { request } from 'node:http';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../local/config.ts';

/**
 * Deterministic malformed requests for the embedded backend: a seeded generator (the same seed
 * gives the same cases, so a failure replays) and a raw node:http sender that leaves paths and
 * headers exactly as written (fetch would normalise `..` and refuse some values).
 */

/** mulberry32: small, fast and good enough to pick cases. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzCase {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  chunked?: boolean;
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

const BUCKET = 'lead-attachments';
const LEAD = 'consultation_requests/6f1c1b5e-3d4a-4c3e-9a57-1f2b3c4d5e6f';

/** Each route with the methods it serves: most cases use one of them, to reach the parsing behind. */
const ROUTES: [path: string, methods: string[]][] = [
  ['/rest/v1/consultation_requests', ['GET', 'POST', 'PATCH']],
  ['/rest/v1/contact_messages', ['POST']],
  ['/rest/v1/oem_leads?select=*', ['GET', 'HEAD', 'PATCH']],
  ['/rest/v1/rpc/lead_counts', ['POST']],
  ['/rest/v1/', ['GET']],
  ['/auth/v1/token?grant_type=password', ['POST']],
  ['/auth/v1/token?grant_type=refresh_token', ['POST']],
  ['/auth/v1/user', ['GET']],
  ['/auth/v1/logout', ['POST']],
  [`/storage/v1/object/${BUCKET}/${LEAD}/01-a.pdf`, ['POST', 'PUT', 'GET', 'HEAD']],
  [`/storage/v1/object/${BUCKET}`, ['DELETE']],
  [`/storage/v1/object/sign/${BUCKET}/${LEAD}/01-a.pdf`, ['POST', 'GET']],
  [`/storage/v1/object/authenticated/${BUCKET}/${LEAD}/01-a.pdf`, ['GET', 'HEAD']],
  ['/storage/v1/upload/resumable', ['POST', 'OPTIONS']],
  ['/storage/v1/upload/resumable/bGVhZC1hdHRhY2htZW50cy94L3k', ['HEAD', 'PATCH', 'DELETE']],
];

/** Ways to break a path: bad escapes, climbing, NUL, huge segments, junk queries. */
const PATH_DAMAGE: ((path: string) => string)[] = [
  (p) => p,
  (p) => `${p}/%E0%A4%A`,
  (p) => `${p}%`,
  (p) => `${p}/%ZZ`,
  (p) => p.replace(/\/([^/]*)$/, '/%E0%A4%A'),
  (p) => `${p}/../../../../etc/passwd`,
  (p) => `${p}/%2e%2e/%2e%2e/secret`,
  (p) => `${p}/..`,
  (p) => `${p}/a%00b`,
  (p) => `${p}/${'a'.repeat(8000)}`,
  (p) => `${p}/${'%C3%A9'.repeat(600)}`,
  (p) => `${p}${p.includes('?') ? '&' : '?'}select=%`,
  (p) => `${p}${p.includes('?') ? '&' : '?'}order=id.sideways&limit=-1&offset=1e400`,
  (p) => `${p}${p.includes('?') ? '&' : '?'}or=(((id.eq.1`,
  (p) => `${p}${p.includes('?') ? '&' : '?'}id=eq.%FF&email=in.(`,
  (p) => `${p}${p.includes('?') ? '&' : '?'}columns=%22a%22,,&token=x.y.z`,
  (p) => p.replace('/v1', '/v1//'),
  // Storage names: what a file may be called on a buyer's disk, and what a forger would try.
  ...[
    'a%20b%20%3Cc%3E.pdf',
    '%E2%80%AEfdp.exe',
    'CON.pdf',
    'a%2Fb.pdf',
    '..%5C..%5Cx.pdf',
    '%EF%BC%8E%EF%BC%8E%EF%BC%8Fx.pdf',
    'x.pdf%3F%23',
    '%22q%22.pdf',
    '%F0%9F%94%A9.step',
    '%C0%AE%C0%AE',
    `${'x'.repeat(300)}.pdf`,
  ].map((name) => (p: string) => p.replace(/[^/?]*(\?.*)?$/, `${name}$1`)),
];

const METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'];

const jwtOf = (header: object, payload: object) =>
  [header, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.c2ln';

const AUTHORIZATION = [
  `Bearer ${ANON_KEY}`,
  `Bearer ${SERVICE_ROLE_KEY}`,
  'Bearer',
  'Bearer ',
  'Bearer x.y.z',
  'Bearer ....',
  `Bearer ${'a'.repeat(6000)}`,
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${jwtOf({ alg: 'none' }, { role: 'service_role' })}`,
  `Bearer ${jwtOf({ alg: 'HS256' }, { role: 'postgres', exp: Number.MAX_VALUE })}`,
  `Bearer ${ANON_KEY.slice(0, -4)}AAAA`,
  'bearer%20x',
];

const HEADER_DAMAGE: Record<string, string[]> = {
  apikey: ['', 'junk', ANON_KEY, `${ANON_KEY} ${ANON_KEY}`],
  'content-type': [
    'application/json',
    'application/json; charset=ebcdic',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=x',
    'application/offset+octet-stream',
    'text/plain',
    '*/*',
    'application/vnd.pgrst.object+json',
  ],
  'upload-length': ['-1', 'abc', '1e400', '99999999999999999999', '0', '52428801', ' 5'],
  'upload-offset': ['-5', 'x', '1e3', '0', '99999999999999999999'],
  'tus-resumable': ['1.0.0', '0.2.2', '', '1.0.0, 1.0.0'],
  'upload-metadata': [
    'bucketName !!!,objectName %%%',
    ',,,',
    'bucketName',
    `bucketName ${'A'.repeat(3000)}`,
    ...['lead-attachments/../x.pdf', 'oem_leads/%2e%2e/x.pdf', 'oem_leads/a\u0000b.pdf', 'oem_leads/\u202efdp.exe'].map(
      (name) =>
        `bucketName ${Buffer.from(BUCKET).toString('base64')},objectName ${Buffer.from(name).toString('base64')}`,
    ),
  ],
  range: ['bytes=abc', 'bytes=5-1', 'bytes=-0', 'bytes=0-99999999999999999999', 'items=0-1'],
  prefer: ['return=weird', 'count=exact,count=planned', 'missing=default; return=representation'],
  'x-upsert': ['maybe', 'true'],
  'x-metadata': ['%%%', Buffer.from('[1,2]').toString('base64'), Buffer.from('{').toString('base64')],
  'accept-profile': ['private', 'auth', ''],
  'content-profile': ['storage', 'x'],
  accept: ['application/vnd.pgrst.object+json', 'text/csv', 'application/octet-stream'],
};

const BODIES = [
  '',
  '{',
  '[]',
  '"text"',
  'null',
  '1e400',
  '{"prefixes": "x"}',
  '{"prefixes": [1, {}, null]}',
  '{"expiresIn": 1e400}',
  '{"expiresIn": "60"}',
  '{"email": 5, "password": []}',
  '{"email": "admin@forgebridge.local", "password": {"$ne": 1}}',
  '{"refresh_token": 12345678901234567890123}',
  '[{"id": "not-a-uuid", "email": []}]',
  '[[[]]]',
  `{"a": ${'9'.repeat(400)}}`,
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__": {"role": "service_role"}}',
  '\u0000\u0001\u0002',
  // Address variants: one mailbox written many ways, and addresses that smuggle a second one.
  ...[
    'victim@example.com(3)',
    'x<victim@example.com>',
    '\\"victim\\"@example.com',
    'victim@example.com?cc=attacker%40evil.test',
    'VICTIM+1@GoogleMail.com',
    'v.i.c.t.i.m@gmail.com',
    'victim@example.com,other@example.com',
    `${'a'.repeat(400)}@example.com`,
  ].map(
    (email) => `{"email": "${email}", "name": "Fuzz", "subject": "s", "message": "m", "consent_version": "2026-11-23"}`,
  ),
];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

export function fuzzCases(seed: number, count: number): FuzzCase[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const [route, methods] = pick(random, ROUTES);
    const method = random() < 0.7 ? pick(random, methods) : pick(random, METHODS);
    const path = random() < 0.3 ? route : pick(random, PATH_DAMAGE)(route);
    const headers: Record<string, string> = { 'x-forwarded-for': `198.18.${Math.floor(random() * 250)}.1` };
    // Half the cases carry the anon key, so they get past authentication to the parsing behind it.
    const auth = random();
    if (auth < 0.5) headers.authorization = `Bearer ${ANON_KEY}`;
    else if (auth < 0.9) headers.authorization = pick(random, AUTHORIZATION);
    for (const [name, values] of Object.entries(HEADER_DAMAGE)) {
      if (random() < 0.25) headers[name] = pick(random, values);
    }
    const hasBody = method !== 'GET' && method !== 'HEAD' && random() < 0.9;
    const body = hasBody ? Buffer.from(random() < 0.1 ? randomBytes(random) : pick(random, BODIES)) : undefined;
    return { method, path, headers, body, chunked: hasBody && random() < 0.3 };
  });
}

function randomBytes(random: () => number): Uint8Array {
  return Uint8Array.from({ length: 1 + Math.floor(random() * 2048) }, () => Math.floor(random() * 256));
}

/** Sends one case as written; rejects when no answer comes within `timeout` ms. */
export function send(base: string, fuzz: FuzzCase, timeout = 10_000): Promise<FuzzAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...fuzz.headers };
    // Explicit framing: node:http sends a DELETE or OPTIONS body unframed otherwise.
    if (fuzz.body)
      headers[fuzz.chunked ? 'transfer-encoding' : 'content-length'] = fuzz.chunked
        ? 'chunked'
        : String(fuzz.body.length);
    const req = request(
      { host: url.hostname, port: url.port, method: fuzz.method, path: fuzz.path, headers, timeout, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in time')));
    req.on('error', reject);
    req.end(fuzz.body);
  });
}
