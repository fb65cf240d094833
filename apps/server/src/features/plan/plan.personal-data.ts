import { exportRow } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { allPlansOf } from './plan.repository.js';

/** Plans: exported with their bills of materials; public content, they stay under the anonymised name. */
export const planPersonalData: TPersonalData = {
  export: async ({ db }, userId) => {
    const { plans, lines } = await allPlansOf(db, userId);
    return {
      plans: plans.map((p) => ({
        ...exportRow(p, ['user_id']),
        products: lines.filter((l) => l.plan_id === p.id).map((l) => exportRow(l, ['plan_id'])),
      })),
    };
  },
};
