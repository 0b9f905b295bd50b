import { describeBriefLinks } from './support/brief-links-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// The brief page's links as the database keeps them, on PGlite (the embedded backend);
// tests/pg/brief-links.test.ts runs the same cells on a real PostgreSQL server.
describeBriefLinks(freshDatabase);
