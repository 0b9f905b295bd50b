import { describeLeadBounds } from '../../supabase/tests/support/lead-bounds-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/lead-bounds.test.ts, on a real PostgreSQL server.
describeLeadBounds(pgMatrixDatabase);
