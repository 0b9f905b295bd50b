import { createInterface } from 'node:readline';
import { startTestBackend } from '../../supabase/tests/support/backend.ts';

/*
 * The embedded backend for component tests, in a process of its own: jsdom rewrites the
 * `new URL(…, import.meta.url)` the backend finds its migrations with. It prints its URL, then
 * runs each stdin line `{ id, sql, params }` as the database owner (to seed what no admin may
 * write) and answers `{ id, rows }` or `{ id, error }`. It ends when stdin closes.
 */
const backend = await startTestBackend();
process.stdout.write(`${JSON.stringify({ url: backend.url })}\n`);

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const { id, sql, params } = JSON.parse(line) as { id: number; sql: string; params: unknown[] };
  backend.db.query(sql, params).then(
    (result) => process.stdout.write(`${JSON.stringify({ id, rows: result.rows })}\n`),
    (error: unknown) => process.stdout.write(`${JSON.stringify({ id, error: String(error) })}\n`),
  );
});
lines.on('close', () => {
  void backend.close().finally(() => process.exit(0));
});
