import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_STATE, REVISION_STATE } from '@mall/contract';
import { expect, it } from 'vitest';
import { catalogueImageDir } from '../../features/catalogue/catalogue-images.js';
import { listingDetail } from '../../features/catalogue/listing.service.js';
import { pendingProducts } from '../../features/catalogue/product-admin.service.js';
import { describeEachDb } from '../../test/helper.js';
import { DEMO_REJECT_REASON, LISTING_SELLER, SEED_LISTINGS, seedListings } from './listing-seed.js';
import { seedDemo } from './seed.js';

describeEachDb('demo listing seed', (ctx) => {
  it("gives the demo seller listings in every state, the console's queue a new product and a revision, once", async () => {
    expect(await seedDemo(ctx.app.deps)).toBe(true);
    const { db, config } = ctx.app.deps;
    const seller = await db
      .selectFrom('sellers')
      .select('id')
      .where('username', '=', LISTING_SELLER)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('products')
      .select(['id', 'title', 'state', 'state_reason'])
      .where('seller_id', '=', seller.id)
      .where(
        'title',
        'in',
        SEED_LISTINGS.map((s) => s.listing.title),
      )
      .orderBy('id')
      .execute();
    expect(rows.map((r) => Number(r.state))).toEqual([
      PRODUCT_STATE.PENDING,
      PRODUCT_STATE.REJECTED,
      PRODUCT_STATE.ON_SALE,
      PRODUCT_STATE.ON_SALE,
      PRODUCT_STATE.DRAFT,
    ]);
    expect(rows[1]?.state_reason).toBe(DEMO_REJECT_REASON);

    // The revised one: live content as approved, the edit waiting with a new SKU and picture.
    const revised = await listingDetail(db, Number(seller.id), Number(rows[2]?.id));
    expect(revised.revision?.state).toBe(REVISION_STATE.PENDING);
    expect(revised.content.skus).toHaveLength(2);
    expect(revised.revision?.content.skus).toHaveLength(3);
    expect(revised.revision?.content.images).toHaveLength(3);
    expect(revised.revision?.content.title).not.toBe(revised.content.title);

    const queue = await pendingProducts(db, { page: 1, limit: 50 });
    const mine = queue.list.filter((p) => p.sellerId === Number(seller.id));
    expect(mine.map((p) => [p.id, p.revisionPending])).toEqual([
      [Number(rows[0]?.id), false],
      [Number(rows[2]?.id), true],
    ]);

    // Their pictures are on disk, and the seller's own.
    const dir = catalogueImageDir(config.DATA_DIR);
    for (const url of [...revised.content.images, ...(revised.revision?.content.images ?? [])]) {
      expect(fs.existsSync(path.join(dir, url.replace(/^\/catalogue\//, '')))).toBe(true);
    }
    expect(await seedListings(ctx.app.deps)).toBe(false);
  });
});
