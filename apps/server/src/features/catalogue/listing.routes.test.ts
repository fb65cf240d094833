import { CALLS, type TListingDetail, type TListingInput, type TListingSaved, type TProductCard } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAdmin, addSeller, type TFixtureSeller, uploadPng } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { listingOf } from '../../test/listing-fixtures.js';

const SP = CALLS.sellerProduct;
const AP = CALLS.adminProduct;

describeEachDb('the seller lists a product (DESIGN-OPERATE §B)', (ctx) => {
  let seller: TFixtureSeller;
  let token: string;
  let admin: string;
  let leafId: number;
  let images: string[];

  beforeAll(async () => {
    const db = ctx.app.deps.db;
    const top = await db
      .insertInto('sys_categories')
      .values({ name: '智能照明' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const leaf = await db
      .insertInto('sys_categories')
      .values({ name: '智能灯泡', parent_id: Number(top.id) })
      .returning('id')
      .executeTakeFirstOrThrow();
    leafId = Number(leaf.id);
    seller = await addSeller(ctx, []);
    token = await seller.login();
    admin = (await addAdmin(ctx, 'operator')).token;
    images = [await uploadPng(ctx, token, '主图.png'), await uploadPng(ctx, token, '细节.png')];
  });

  // The shared listing, its detail carrying script the sanitizer must take out.
  const listing = (over: Partial<TListingInput> = {}): TListingInput =>
    listingOf(leafId, images, {
      detailHtml: '<p>好灯</p><img src="x" onerror="alert(1)"><script>alert(1)</script>',
      ...over,
    });

  it('a draft, submitted, approved, is found by search at once; an edit of it is a revision', async () => {
    const added = await ctx.call<TListingSaved>(SP.add.path, listing(), token);
    expect(added).toMatchObject({ status: 200, data: { isRevision: false } });
    const id = added.data.id;
    const detail = await ctx.call<TListingDetail>(SP.detail.path, { id }, token);
    expect(detail.data).toMatchObject({ state: 0, onSale: false, revision: null });
    expect(detail.data.content.skus).toHaveLength(4);
    expect(detail.data.content.detailHtml).not.toMatch(/script|onerror/);
    expect(detail.data.content.categoryPath).toBe('智能照明 / 智能灯泡');

    expect((await ctx.call(SP.submit.path, { id }, token)).data).toMatchObject({ state: 1 });
    expect((await ctx.call(SP.update.path, { id, ...listing() }, token)).status).toBe(409);
    expect((await ctx.call(AP.approve.path, { id }, admin)).status).toBe(200);
    const found = await ctx.call<TProductCard[]>(CALLS.catalogue.queryPortalPage.path, {
      pageNO: 1,
      pageRows: 10,
      queryName: '极光 调光',
    });
    expect(found.data.map((p) => p.id)).toContain(id);

    const edited = await ctx.call<TListingSaved>(
      SP.update.path,
      { id, ...listing({ title: '极光 Zigbee 调光灯泡 E27 二代' }) },
      token,
    );
    expect(edited.data).toEqual({ id, isRevision: true });
    const live = await ctx.call<{ title: string }>(CALLS.catalogue.details.path, { id });
    expect(live.data.title).toBe('极光 Zigbee 调光灯泡 E27');
    await ctx.call(SP.submit.path, { id }, token);
    const queue = await ctx.call<{ id: number; revisionPending: boolean }[]>(
      AP.pending.path,
      { page: 1, limit: 50 },
      admin,
    );
    expect(queue.data.find((p) => p.id === id)).toMatchObject({ revisionPending: true });
    expect((await ctx.call(AP.approve.path, { id }, admin)).status).toBe(200);
    const after = await ctx.call<{ title: string }>(CALLS.catalogue.details.path, { id });
    expect(after.data.title).toBe('极光 Zigbee 调光灯泡 E27 二代');
  });

  it('refuses a broken matrix naming the row, and another seller’s product is 404', async () => {
    const bad = await ctx.call(SP.add.path, listing({ skus: listing().skus.slice(0, 3) }), token);
    expect(bad).toMatchObject({ status: 407 });
    expect(bad.msg).toContain('缺少规格组合「冷白 / 12W」');
    const added = await ctx.call<TListingSaved>(SP.add.path, listing(), token);
    const other = await addSeller(ctx, []);
    const otherToken = await other.login();
    expect((await ctx.call(SP.detail.path, { id: added.data.id }, otherToken)).status).toBe(404);
    expect((await ctx.call(SP.update.path, { id: added.data.id, ...listing() }, otherToken)).status).toBe(404);
  });

  it('the operator approves what it read: a listing changed since answers 409 LISTING_CHANGED', async () => {
    const { id } = (await ctx.call<TListingSaved>(SP.add.path, listing({ title: '极光 审核版本 灯泡' }), token)).data;
    await ctx.call(SP.submit.path, { id }, token);
    const read = await ctx.call<TListingDetail>(AP.detail.path, { id }, admin);
    // The seller takes it back, changes it and submits again while the operator reads the first one.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await ctx.call(SP.withdraw.path, { id }, token)).status).toBe(200);
    await ctx.call(SP.update.path, { id, ...listing({ title: '极光 审核版本 灯泡 加微信' }) }, token);
    await ctx.call(SP.submit.path, { id }, token);
    const stale = await ctx.call(AP.approve.path, { id, version: read.data.updatedAt }, admin);
    expect(stale).toMatchObject({ status: 409, code: 'LISTING_CHANGED' });
    const fresh = await ctx.call<TListingDetail>(AP.detail.path, { id }, admin);
    expect(
      (await ctx.call(AP.reject.path, { id, reason: '标题含联系方式', version: fresh.data.updatedAt }, admin)).status,
    ).toBe(200);
  });

  it('refuses control characters in a listing’s words (407 naming the field)', async () => {
    const bad = await ctx.call(SP.add.path, listing({ title: '极光\u0001灯泡' }), token);
    expect(bad).toMatchObject({ status: 407 });
    expect(bad.msg).toContain('控制字符');
  });
});
