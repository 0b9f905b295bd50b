import { describeModelReadMatching } from './support/model-read-matching-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// The ranking reading the model's machining read, on PGlite (the embedded backend);
// tests/pg/model-read-matching.test.ts runs the same cells on a real PostgreSQL server.
describeModelReadMatching(freshDatabase);
