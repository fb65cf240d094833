import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { deleteHomeOf, homeRowOf } from './smart-home.repository.js';

/** The home is exported as stored and deleted with the account. */
export const smartHomePersonalData: TPersonalData = {
  export: async ({ db }, userId) => {
    const row = await homeRowOf(db, userId);
    return { smartHome: exportRows(row ? [row] : [], ['user_id']) };
  },
  erase: (db, userId) => deleteHomeOf(db, userId),
};
