import { describeRfqQueue } from '../../supabase/tests/support/rfq-queue-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/rfq-queue.test.ts, on a real PostgreSQL server.
describeRfqQueue(pgMatrixDatabase);
