import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { addFavorite, recordFootprint } from '../../features/member/member.service.js';
import { seedOnce } from './seed-once.js';

/** The claim of the member corner's demo (counters). */
export const MEMBER_CLAIM = 'demo:member';
const HOUR = 3_600_000;

/**
 * The demo buyer's member corner: a few favourites and footprints of the last days, through the
 * member service. Its messages come from the services that write them (orders shipped and after-sales
 * moved by the after-sales seed, first quotes by the procurement seed), so this seed runs after those.
 * Once per database (seedOnce); a database seeded before the member corner gets it at the next start.
 */
export async function seedMember(db: Kysely<DB>, buyerUsername: string, now = Date.now()): Promise<boolean> {
  const buyer = await db.selectFrom('users').select('id').where('username', '=', buyerUsername).executeTakeFirst();
  if (!buyer) return false;
  // The best sellers in stock, spread over the catalogue: every third of the top 36.
  const top = await db
    .selectFrom('products')
    .select('id')
    .where('status', '=', 1)
    .where('in_stock', '=', 1)
    .orderBy('sales', 'desc')
    .orderBy('id')
    .limit(36)
    .execute();
  const picks = top.filter((_, i) => i % 3 === 0).map((p) => p.id);
  if (picks.length === 0) return false;
  return seedOnce(db, MEMBER_CLAIM, async () => {
    for (const productId of picks.slice(0, 5)) await addFavorite(db, buyer.id, productId);
    // Footprints over the last three days, oldest first (the service keeps one per product per day).
    const viewed = picks.slice(2, 11);
    for (const [i, productId] of viewed.entries()) {
      await recordFootprint(db, buyer.id, productId, now - (viewed.length - i) * 7 * HOUR);
    }
  });
}
