import { describeBriefPages } from '../../supabase/tests/support/brief-pages-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/brief-pages.test.ts, on a real PostgreSQL server.
describeBriefPages(pgMatrixDatabase);
