import { describeAddressLimits } from './support/address-limits-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// What the per-address limits count, on PGlite (the embedded backend); tests/pg/address-limits.test.ts
// runs the same cells on a real PostgreSQL server.
describeAddressLimits(freshDatabase);
