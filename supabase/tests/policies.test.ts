import { describePolicyMatrix } from './support/policy-matrix.ts';
import { freshDatabase } from './support/snapshot.ts';

// The policy matrix on PGlite, from the migrated snapshot; tests/pg/policies.test.ts runs the same
// cells on a real PostgreSQL server.
describePolicyMatrix(freshDatabase);
