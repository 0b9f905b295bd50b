import { describeBriefReminders } from './support/brief-reminders-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// A brief's reminders as the database queues them, on PGlite (the embedded backend);
// tests/pg/brief-reminders.test.ts runs the same cells on a real PostgreSQL server.
describeBriefReminders(freshDatabase);
