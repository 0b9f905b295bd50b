import { describeModelReadMatching } from '../../supabase/tests/support/model-read-matching-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/model-read-matching.test.ts, on a real PostgreSQL server.
describeModelReadMatching(pgMatrixDatabase);
