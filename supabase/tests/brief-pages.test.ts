import { describeBriefPages } from './support/brief-pages-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// A supplier's private brief page, as the database keeps it, on PGlite (the embedded backend).
describeBriefPages(freshDatabase);
