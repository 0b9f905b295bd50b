import { describeShopVetting } from '../../supabase/tests/support/shop-vetting-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/shop-vetting.test.ts, on a real PostgreSQL server.
describeShopVetting(pgMatrixDatabase);
