import { describeOptionsLinks } from './support/options-links-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// The buyer's options links as the database keeps them, on PGlite (the embedded backend);
// tests/pg/options-links.test.ts runs the same cells on a real PostgreSQL server.
describeOptionsLinks(freshDatabase);
