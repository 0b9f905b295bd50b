import { describeShopVetting } from './support/shop-vetting-suite.ts';
import { freshDatabase } from './support/snapshot.ts';

// A shop's way from sign-up to vetted, on PGlite (the embedded backend);
// tests/pg/shop-vetting.test.ts runs the same cells on a real PostgreSQL server.
describeShopVetting(freshDatabase);
