import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, expect, test } from 'vitest';
import { keepIdleSockets } from './keep-alive.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
});

/** Two requests on one socket, `idleMs` apart; each answer's status line, or 'closed' when the server hung up. */
async function twoRequestsApart(idleMs: number, keep: boolean): Promise<string[]> {
  server = createServer((_req, res) => res.end('ok'));
  if (keep) keepIdleSockets(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('close', () => (closed = true));
  socket.on('error', () => (closed = true));
  const ask = () => socket.write('GET / HTTP/1.1\r\nHost: local\r\nConnection: keep-alive\r\n\r\n');
  const answers: string[] = [];
  const answer = async () => {
    for (let waited = 0; waited < 5_000 && !received.includes('ok') && !closed; waited += 20) await sleep(20);
    answers.push(received.includes('ok') ? (received.split('\r\n')[0] ?? '') : 'closed');
    received = '';
  };
  ask();
  await answer();
  await sleep(idleMs);
  if (!closed) ask();
  await answer();
  socket.destroy();
  return answers;
}

// Node's own 5-s idle limit, which made a test that paused between two reads fail at random.
const pastNodesDefault = 6_000;

test('a kept-alive socket left idle past 5 s still answers its next request', async () => {
  expect(await twoRequestsApart(pastNodesDefault, true)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
});

test("without it, Node's server hangs up the idle socket the client meant to reuse", async () => {
  expect(await twoRequestsApart(pastNodesDefault, false)).toEqual(['HTTP/1.1 200 OK', 'closed']);
});
