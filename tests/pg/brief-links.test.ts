import { describeBriefLinks } from '../../supabase/tests/support/brief-links-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/brief-links.test.ts, on a real PostgreSQL server.
describeBriefLinks(pgMatrixDatabase);
