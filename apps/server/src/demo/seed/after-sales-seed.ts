import type { TDeps } from '../../plugins/deps.js';

/**
 * The demo buyer's after-sales requests in several states (issue 14, plan §7): runs after the
 * reviews. Not written yet: seeds nothing and answers false.
 */
export async function seedAfterSales(_deps: TDeps): Promise<boolean> {
  return false;
}
