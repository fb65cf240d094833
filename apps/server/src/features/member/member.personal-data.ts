import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { eraseMemberRowsOf, memberRowsOf } from './member.repository.js';

/** The member corner: favourites, footprints and feedback exported; the first two go with the account. */
export const memberPersonalData: TPersonalData = {
  export: async ({ db }, userId) => {
    const rows = await memberRowsOf(db, userId);
    return {
      favorites: exportRows(rows.favorites, ['user_id']),
      footprints: exportRows(rows.footprints, ['user_id']),
      feedback: exportRows(rows.feedback, ['user_id']),
    };
  },
  erase: (db, userId) => eraseMemberRowsOf(db, userId),
};
