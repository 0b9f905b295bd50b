import { describeSupplierPage } from '../../supabase/tests/support/supplier-page-suite.ts';
import { pgMatrixDatabase } from './support/pg-database.ts';

// The cells of supabase/tests/supplier-page.test.ts, on a real PostgreSQL server.
describeSupplierPage(pgMatrixDatabase);
