import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { applicationsOf, deleteUndecidedOrRejected } from './seller-apply.repository.js';

/**
 * A buyer's 商家入驻 applications are exported whole; with the account, those that made no seller go,
 * while an approved one stays as the record of the seller account it made (a business's, not the buyer's).
 */
export const sellerPersonalData: TPersonalData = {
  export: async ({ db }, userId) => ({ sellerApplications: exportRows(await applicationsOf(db, userId), ['user_id']) }),
  erase: (db, userId) => deleteUndecidedOrRejected(db, userId),
};
