import { describeFactorLock } from '../../supabase/tests/support/factor-lock-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/factor-lock.test.ts, on a real PostgreSQL server.
describeFactorLock(pgMatrixDatabase);
