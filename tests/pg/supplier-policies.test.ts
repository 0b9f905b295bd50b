import { describeSupplierPolicyMatrix } from '../../supabase/tests/support/supplier-policy-matrix.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The supplier register's policy matrix of supabase/tests/supplier-policies.test.ts, cell for cell,
// on a real PostgreSQL server.
describeSupplierPolicyMatrix(pgMatrixDatabase);
