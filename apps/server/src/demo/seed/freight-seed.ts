import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { addTemplate } from '../../features/freight/freight.service.js';
import { seedOnce } from './seed-once.js';

/** The part of the demo this seed writes, once per database. */
export const FREIGHT_SEED = 'demo:freight';

/** 江浙沪皖: free from every demo shop (the demo buyer and every seeded order ship to Shanghai). */
const EAST = ['310000', '320000', '330000', '340000'];
/** 新疆, 西藏: ¥20. */
const REMOTE = ['650000', '540000'];

/** Goods below this (fen) take 满99包邮; dearer ones ship free but to the remote provinces. */
const CHEAP_BELOW_FEN = 9_900;

/**
 * Every demo shop's 运费模板: 满99包邮 (else ¥10; 江浙沪皖 free; 新疆/西藏 ¥20) on its products under ¥99,
 * and 偏远地区运费 (free but 新疆/西藏 ¥20) on the dearer ones. Seeded after the demo orders, all of
 * which ship to Shanghai, where both templates charge nothing: their 运费 ¥0.00 stays what the
 * templates say. Through the freight service, once per database.
 */
export async function seedFreight(db: Kysely<DB>, sellerNames: readonly string[]): Promise<boolean> {
  const sellers = await db
    .selectFrom('sellers')
    .select(['id', 'username'])
    .where('username', 'in', [...sellerNames])
    .execute();
  if (sellers.length === 0) return false;
  return seedOnce(db, FREIGHT_SEED, async () => {
    for (const seller of [...sellers].sort((a, b) => a.id - b.id)) {
      const remote = await addTemplate(db, seller.id, {
        name: '偏远地区运费',
        freeAbove: null,
        defaultFee: 0,
        regions: [{ provinces: REMOTE, fee: 20 }],
      });
      const cheap = await addTemplate(db, seller.id, {
        name: '满99包邮',
        freeAbove: 99,
        defaultFee: 10,
        regions: [
          { provinces: EAST, fee: 0 },
          { provinces: REMOTE, fee: 20 },
        ],
      });
      await db
        .updateTable('products')
        .set({ freight_template_id: cheap.id })
        .where('seller_id', '=', seller.id)
        .where('price_fen', '<', CHEAP_BELOW_FEN)
        .execute();
      await db
        .updateTable('products')
        .set({ freight_template_id: remote.id })
        .where('seller_id', '=', seller.id)
        .where('price_fen', '>=', CHEAP_BELOW_FEN)
        .execute();
    }
  });
}
