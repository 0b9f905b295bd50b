import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A local server reached as visitors reach the site: over HTTPS and HTTP/2, on a port the system
 * picks (its origin is `url`), passing every request on to the server at `upstream` (`vite preview`,
 * the static baseline page).
 *
 * Visitors only ever reach the site over HTTPS (it sends Strict-Transport-Security), and over
 * HTTPS Chromium asks for brotli, which it never asks for over plain HTTP, and speaks HTTP/2,
 * whose headers are compressed. A page measured over plain HTTP comes as gzip with its headers
 * spelt out: a kilobyte or two heavier than any visitor receives it, enough to cross TCP's first
 * round trip (14,600 bytes) and cost Lighthouse's simulated phone a round trip no visitor waits.
 *
 * The certificate is self-signed for 127.0.0.1 and made by the `openssl` command when this is first
 * called; a browser must be told to accept it (`--ignore-certificate-errors`, Playwright's
 * `ignoreHTTPSErrors`).
 */
export async function httpsFront(upstream: string): Promise<{ url: string; close: () => void }> {
  const target = new URL(upstream);
  const server = createSecureServer({ ...certificate(), allowHTTP1: true }, (req, res) => {
    const forward = request(
      new URL(req.url, target),
      { method: req.method, headers: { ...passOn(req.headers), host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passOn(answer.headers));
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `https://127.0.0.1:${String(port)}`, close: () => server.close() };
}

/** Headers that belong to one connection (HTTP/2 refuses them) or to HTTP/2's own fields. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function passOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)),
  );
}

let made: { key: Buffer; cert: Buffer } | undefined;

/** A self-signed certificate for 127.0.0.1, made once per process. */
function certificate(): { key: Buffer; cert: Buffer } {
  if (made) return made;
  const dir = mkdtempSync(join(tmpdir(), 'fb-https-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    made = { key: readFileSync(key), cert: readFileSync(cert) };
    return made;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
