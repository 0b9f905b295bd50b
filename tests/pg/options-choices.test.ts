import { describeOptionsChoices } from '../../supabase/tests/support/options-choices-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/options-choices.test.ts, on a real PostgreSQL server.
describeOptionsChoices(pgMatrixDatabase);
