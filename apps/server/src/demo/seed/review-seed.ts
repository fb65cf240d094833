import type { TDeps } from '../../plugins/deps.js';

/**
 * Demo reviews, likes and replies on the seeded catalogue (issue 14, plan §7): runs after the
 * catalogue. Not written yet: seeds nothing and answers false.
 */
export async function seedReviews(_deps: TDeps): Promise<boolean> {
  return false;
}
