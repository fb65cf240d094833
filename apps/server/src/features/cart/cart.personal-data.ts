import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { deleteCartOf, listEntries } from './cart.repository.js';

/** The cart: exported as it stands, emptied with the account. */
export const cartPersonalData: TPersonalData = {
  export: async ({ db }, userId) => ({
    cart: exportRows(await listEntries(db, userId), ['seller_id', 'sys_category_id', 'product_status', 'stock']),
  }),
  erase: (db, userId) => deleteCartOf(db, userId),
};
