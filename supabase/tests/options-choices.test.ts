import { describeOptionsChoices } from './support/options-choices-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// The buyer’s choices on the options page, on PGlite (the embedded backend);
// tests/pg/options-choices.test.ts runs the same cells on a real PostgreSQL server.
describeOptionsChoices(freshDatabase);
