import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { allTitlesOf, deleteTitlesOf } from './invoice.repository.js';

/** Saved invoice titles are exported whole and deleted with the account (orders keep their own snapshot). */
export const invoicePersonalData: TPersonalData = {
  export: async ({ db }, userId) => ({ invoiceTitles: exportRows(await allTitlesOf(db, userId), ['user_id']) }),
  erase: (db, userId) => deleteTitlesOf(db, userId),
};
