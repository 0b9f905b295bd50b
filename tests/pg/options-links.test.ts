import { describeOptionsLinks } from '../../supabase/tests/support/options-links-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/options-links.test.ts, on a real PostgreSQL server.
describeOptionsLinks(pgMatrixDatabase);
