import { describeBriefAnswers } from './support/brief-answers-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// The brief page's answers as the database keeps them, on PGlite (the embedded backend);
// tests/pg/brief-answers.test.ts runs the same cells on a real PostgreSQL server.
describeBriefAnswers(freshDatabase);
