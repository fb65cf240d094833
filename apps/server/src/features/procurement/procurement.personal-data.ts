import { exportRow } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import * as repo from './procurement.repository.js';

/**
 * Demands: exported with their items (never the sellers' quotes: those are the sellers' data); with
 * the account deleted, open ones close (their quotes become 未中标) and the contact leaves every one.
 */
export const procurementPersonalData: TPersonalData = {
  export: async ({ db }, userId) => {
    const { demands, items } = await repo.allDemandsOf(db, userId);
    return {
      demands: demands.map((d) => ({
        ...exportRow(d, ['user_id', 'search_text', 'item_names', 'settled_quote_id']),
        items: items.filter((i) => i.demand_id === d.id).map((i) => exportRow(i, ['demand_id'])),
      })),
    };
  },
  erase: async (db, userId, now) => {
    for (const { id } of await repo.openDemandIdsOf(db, userId)) {
      if (await repo.closeDemand(db, id, userId, now)) await repo.declineLiveQuotes(db, id, now);
    }
    await repo.eraseDemandContacts(db, userId, now);
  },
};
