import { createServer } from 'node:net';

/*
 * Ports are drawn below Linux's ephemeral range (32768–60999), where the kernel picks the local
 * port of every outgoing connection: a port found free there (as `listen(0)` finds one) can be
 * taken by some process's connection before the server meant for it listens (a bench's preview
 * once failed so). Below it, only another listener can take it.
 */
const PORT_RANGE = { from: 20_000, to: 32_000 } as const;

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port on 127.0.0.1 nothing listens on now, outside the ephemeral range. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    if (await listensOn(port)) return port;
  }
  throw new Error(`no free port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`);
}
