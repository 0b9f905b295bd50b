import { describeSupplierPolicyMatrix } from './support/supplier-policy-matrix.ts';
import { freshDatabase } from './support/snapshot.ts';

// The supplier register's policy matrix on PGlite, from the migrated snapshot;
// tests/pg/supplier-policies.test.ts runs the same cells on a real PostgreSQL server.
describeSupplierPolicyMatrix(freshDatabase);
