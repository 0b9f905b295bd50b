import { describeAddressLimits } from '../../supabase/tests/support/address-limits-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/address-limits.test.ts, on a real PostgreSQL server.
describeAddressLimits(pgMatrixDatabase);
