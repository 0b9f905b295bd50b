import type { Catalogue } from '../db/catalogue.ts';
import type { Database } from '../database.ts';
import type { Queue } from '../db/queue.ts';

/** What a REST request runs against: the database, its request queue, and its catalogue of tables. */
export interface RestContext {
  db: Database;
  queue: Queue;
  catalogue: Catalogue;
}
