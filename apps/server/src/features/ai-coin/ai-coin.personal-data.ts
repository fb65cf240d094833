import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { allEntriesOf } from './ai-coin.repository.js';
import { getBalance } from './ai-coin.service.js';

/**
 * AI币: the ledger is exported and kept (it is the books of stored value); a positive balance keeps
 * the account, since deleting it would take the buyer's money.
 */
export const aiCoinPersonalData: TPersonalData = {
  export: async ({ db }, userId) => ({
    aiCoinLedger: {
      balance: await getBalance(db, userId),
      entries: exportRows(await allEntriesOf(db, userId), ['user_id']),
    },
  }),
  blockers: async ({ db }, userId) => ((await getBalance(db, userId)) > 0 ? ['balancePositive'] : []),
};
