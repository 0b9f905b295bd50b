import { describeOptionsVouching } from '../../supabase/tests/support/options-vouching-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/options-vouching.test.ts, on a real PostgreSQL server.
describeOptionsVouching(pgMatrixDatabase);
