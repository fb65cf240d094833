import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { allAddressesOf, deleteAddressesOf } from './address.repository.js';

/** Addresses are exported whole and deleted with the account (orders keep their own masked copy). */
export const addressPersonalData: TPersonalData = {
  export: async ({ db }, userId) => ({ addresses: exportRows(await allAddressesOf(db, userId), ['user_id']) }),
  erase: (db, userId) => deleteAddressesOf(db, userId),
};
