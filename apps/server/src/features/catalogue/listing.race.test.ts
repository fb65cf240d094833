import { CALLS, type TListingDetail, type TListingInput } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAdmin, addBuyers, addSeller, stockOf, uploadPng } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { listenLocal, post, type THttpAnswer, tally, watchMin } from '../../test/http-server.js';
import { addApproved, addDraft, addLeafCategory, listingOf, ok } from '../../test/listing-fixtures.js';

const SP = CALLS.sellerProduct;
const AP = CALLS.adminProduct;

/** The listing's moves race each other and buyers' orders over real HTTP: each lands once, whole. */
describeEachDb('listing races over HTTP', (ctx) => {
  let base: string;
  let leafId: number;
  let token: string;
  let admin: string;
  let images: string[];
  const listing = (over: Partial<TListingInput> = {}) => listingOf(leafId, images, over);

  beforeAll(async () => {
    base = await listenLocal(ctx.app);
    ({ leafId } = await addLeafCategory(ctx));
    const seller = await addSeller(ctx, []);
    token = await seller.login();
    images = [await uploadPng(ctx, token)];
    admin = (await addAdmin(ctx, 'operator')).token;
  });

  const detail = async (id: number) => ok(await ctx.call<TListingDetail>(SP.detail.path, { id }, token));
  const audits = (id: number) =>
    ctx.app.deps.db
      .selectFrom('admin_audit')
      .select(['action', 'after_json'])
      .where('target_type', '=', 'product')
      .where('target_id', '=', String(id))
      .execute();

  it('10 concurrent approvals of one pending product: one 200, nine 409, one audit row', async () => {
    const id = await addDraft(ctx, token, listing());
    ok(await ctx.call(SP.submit.path, { id }, token));
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(base, AP.approve.path, { id }, admin)));
    expect(tally(answers)).toEqual({ 200: 1, 409: 9 });
    for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('PRODUCT_STATE_CONFLICT');
    expect(await detail(id)).toMatchObject({ state: 2, onSale: true });
    const rows = await audits(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.action).toBe('product.approve');
  });

  it('10 concurrent approvals of one pending revision: applied once, its new SKU added once', async () => {
    const id = await addApproved(ctx, token, admin, listing());
    const before = await audits(id);
    ok(
      await ctx.call(
        SP.update.path,
        {
          id,
          ...listing({
            title: '极光 调光灯泡 竞争修订',
            specs: [listing().specs[0]!, { name: '功率', values: ['9W', '12W', '15W'] }],
            skus: [
              ...listing().skus,
              { values: ['暖白', '15W'], price: 79, stock: 4 },
              { values: ['冷白', '15W'], price: 79, stock: 4 },
            ],
          }),
        },
        token,
      ),
    );
    ok(await ctx.call(SP.submit.path, { id }, token));
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(base, AP.approve.path, { id }, admin)));
    expect(tally(answers)).toEqual({ 200: 1, 409: 9 });
    const after = await detail(id);
    expect(after).toMatchObject({ state: 2, revision: null, content: { title: '极光 调光灯泡 竞争修订' } });
    expect(after.content.skus).toHaveLength(6);
    const rows = await audits(id);
    expect(rows.length - before.length).toBe(1);
    expect(JSON.parse(rows.at(-1)?.after_json ?? '{}')).toMatchObject({ revision: 'approved' });
  });

  it('concurrent submits and withdraws end consistent: the state follows the successes', async () => {
    const id = await addDraft(ctx, token, listing());
    const revised = await addApproved(ctx, token, admin, listing());
    ok(await ctx.call(SP.update.path, { id: revised, ...listing({ subtitle: '修订中' }) }, token));
    for (const target of [id, revised]) {
      const work: Promise<THttpAnswer<TListingDetail>>[] = [];
      for (let i = 0; i < 8; i++) {
        work.push(post(base, SP.submit.path, { id: target }, token));
        work.push(post(base, SP.withdraw.path, { id: target }, token));
      }
      const answers = await Promise.all(work);
      for (const a of answers) expect([200, 409], JSON.stringify(a)).toContain(a.status);
      const submitted = answers.filter((a, i) => i % 2 === 0 && a.status === 200).length;
      const withdrawn = answers.filter((a, i) => i % 2 === 1 && a.status === 200).length;
      // Submit and withdraw alternate on one row lock: never two submits without a withdraw between.
      expect(submitted - withdrawn).toBeGreaterThanOrEqual(0);
      expect(submitted - withdrawn).toBeLessThanOrEqual(1);
      const final = await detail(target);
      if (target === id) expect(final.state).toBe(submitted > withdrawn ? 1 : 0);
      else expect(final).toMatchObject({ state: 2, revision: { state: submitted > withdrawn ? 1 : 0 } });
    }
  });

  it('price and stock edits racing orders of an editor-listed product never oversell', async () => {
    const START = 20;
    const id = await addApproved(
      ctx,
      token,
      admin,
      listing({
        specs: [{ name: '颜色', values: ['白'] }],
        skus: [{ values: ['白'], price: 39, stock: START }],
      }),
    );
    const standardId = (await detail(id)).content.skus[0]!.id!;
    const buyers = await addBuyers(ctx.app.deps, 30);
    const stopWatch = watchMin(() => stockOf(ctx, standardId));
    const work: (() => Promise<THttpAnswer>)[] = [];
    const kinds: ('order' | 'stock' | 'price')[] = [];
    for (const [i, b] of buyers.entries()) {
      kinds.push('order');
      work.push(() =>
        post(
          base,
          CALLS.order.addOrderFromDetail.path,
          { productId: id, standardId, number: 1, addressId: b.address.id },
          b.token,
        ),
      );
      if (i % 5 === 0) {
        kinds.push('stock');
        work.push(() => post(base, SP.adjustStock.path, { standardId, delta: -2 }, token));
      }
      if (i % 5 === 2) {
        kinds.push('price');
        work.push(() => post(base, SP.updatePrice.path, { standardId, price: 39 + i / 100 }, token));
      }
    }
    const answers = await Promise.all(work.map((w) => w()));
    const minStock = await stopWatch();
    for (const a of answers) expect([200, 409], JSON.stringify(a)).toContain(a.status);
    const sold = await ctx.app.deps.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('number').as('n'))
      .where('standard_id', '=', standardId)
      .executeTakeFirstOrThrow();
    const ok200 = (kind: string) => answers.filter((a, i) => kinds[i] === kind && a.status === 200);
    const takenOut = ok200('stock').length * 2;
    expect(ok200('order').length).toBe(Number(sold.n ?? 0));
    // Every price edit lands whatever the orders do.
    expect(ok200('price')).toHaveLength(kinds.filter((k) => k === 'price').length);
    expect(Number(sold.n ?? 0) + takenOut).toBeLessThanOrEqual(START);
    expect(await stockOf(ctx, standardId)).toBe(START - Number(sold.n ?? 0) - takenOut);
    expect(minStock).toBeGreaterThanOrEqual(0);
    expect(answers.some((a) => a.status === 409)).toBe(true);
  });
});
