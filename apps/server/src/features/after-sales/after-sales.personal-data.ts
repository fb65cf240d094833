import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { allReturnsOf, countOpenReturns } from './after-sales.repository.js';

/** After-sales requests: exported; an open one keeps the account (the refund must reach somebody). */
export const afterSalesPersonalData: TPersonalData = {
  export: async ({ db }, userId) => ({ afterSales: exportRows(await allReturnsOf(db, userId), ['user_id']) }),
  blockers: async ({ db }, userId) => ((await countOpenReturns(db, userId)) > 0 ? ['afterSalesOpen'] : []),
};
