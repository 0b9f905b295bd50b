import { describeOptionsVouching } from './support/options-vouching-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// A supplier we no longer vouch for, between the options and the choice, on PGlite (the embedded
// backend); tests/pg/options-vouching.test.ts runs the same cells on a real PostgreSQL server.
describeOptionsVouching(freshDatabase);
