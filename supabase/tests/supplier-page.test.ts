import { describeSupplierPage } from './support/supplier-page-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// The shop's own page as the database keeps it, on PGlite (the embedded backend);
// tests/pg/supplier-page.test.ts runs the same cells on a real PostgreSQL server.
describeSupplierPage(freshDatabase);
