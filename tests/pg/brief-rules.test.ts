import { describeBriefRules } from '../../supabase/tests/support/brief-rules-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The rules of supabase/tests/brief-rules.test.ts, cell for cell, on a real PostgreSQL server.
describeBriefRules(pgMatrixDatabase);
