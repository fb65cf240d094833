import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { allMessagesOf, deleteMessagesOf } from './message.repository.js';

/** Messages: exported, deleted with the account. */
export const messagePersonalData: TPersonalData = {
  export: async ({ db }, userId) => ({ messages: exportRows(await allMessagesOf(db, userId), ['user_id', 'ref']) }),
  erase: (db, userId) => deleteMessagesOf(db, userId),
};
