import { describeRfqQueue } from './support/rfq-queue-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// The desk's RFQ queue on PGlite (the embedded backend); tests/pg/rfq-queue.test.ts runs the same
// cells on a real PostgreSQL server.
describeRfqQueue(freshDatabase);
