import { describeBriefRules } from './support/brief-rules-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// Who may be sent a brief, the clock's figures, reasons and certificates on PGlite, from the
// migrated snapshot; tests/pg/brief-rules.test.ts runs the same cells on a real PostgreSQL server.
describeBriefRules(freshDatabase);
