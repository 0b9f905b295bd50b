import { describeBriefReminders } from '../../supabase/tests/support/brief-reminders-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/brief-reminders.test.ts, on a real PostgreSQL server.
describeBriefReminders(pgMatrixDatabase);
