import { describePolicyMatrix } from '../../supabase/tests/support/policy-matrix.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The policy matrix of supabase/tests/policies.test.ts, cell for cell, on a real PostgreSQL server.
describePolicyMatrix(pgMatrixDatabase);
