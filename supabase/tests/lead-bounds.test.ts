import { describeLeadBounds } from './support/lead-bounds-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// Every lead row bounded, on PGlite (the embedded backend); tests/pg/lead-bounds.test.ts runs the
// same cells on a real PostgreSQL server.
describeLeadBounds(freshDatabase);
