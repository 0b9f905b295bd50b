import { describeBriefAnswers } from '../../supabase/tests/support/brief-answers-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/brief-answers.test.ts, on a real PostgreSQL server.
describeBriefAnswers(pgMatrixDatabase);
