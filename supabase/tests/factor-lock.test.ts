import { describeFactorLock } from './support/factor-lock-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// A locked second factor and slow guessing, on PGlite (the embedded backend);
// tests/pg/factor-lock.test.ts runs the same cells on a real PostgreSQL server.
describeFactorLock(freshDatabase);
