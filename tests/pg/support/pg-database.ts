import pg from 'pg';
import type { MatrixDatabase, Tx } from '../../../supabase/tests/support/policy-matrix.ts';
import { serverUrl } from './sessions.ts';

/** The lane's server behind the interface the policy matrix runs on (PGlite has the same shape). */
export async function pgMatrixDatabase(): Promise<MatrixDatabase> {
  const pool = new pg.Pool({ connectionString: serverUrl(), max: 4 });
  const wrap = (client: pg.Pool | pg.PoolClient): Tx => ({
    async query<R>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as R[], affectedRows: result.rowCount ?? 0 };
    },
  });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const value = await fn(wrap(client));
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
