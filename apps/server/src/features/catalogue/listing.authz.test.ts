import { ALL_CALLS, CALLS, type TListingInput } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAdmin, addBuyers, addSeller, uploadPng } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { addDraft, addLeafCategory, importCsv, listingOf } from '../../test/listing-fixtures.js';

const SP = CALLS.sellerProduct;
/** The listing calls of the workbench that take a JSON body. */
const JSON_CALLS = [SP.add, SP.update, SP.detail, SP.submit, SP.withdraw, SP.remove, SP.export];

/** Who may list (DESIGN-OPERATE §B): the product's own seller, trading, its password replaced. */
describeEachDb('the listing calls’ credentials', (ctx) => {
  let leafId: number;
  let token: string;
  let sellerId: number;
  let images: string[];
  let draftId: number;
  let buyer: string;
  let admin: string;
  const listing = (over: Partial<TListingInput> = {}) => listingOf(leafId, images, over);

  beforeAll(async () => {
    ({ leafId } = await addLeafCategory(ctx));
    const seller = await addSeller(ctx, []);
    sellerId = seller.sellerId;
    token = await seller.login();
    images = [await uploadPng(ctx, token)];
    draftId = await addDraft(ctx, token, listing());
    buyer = (await addBuyers(ctx.app.deps, 1))[0]!.token;
    admin = (await addAdmin(ctx, 'owner')).token;
  });

  const payloadOf = (path: string) =>
    path === SP.add.path ? listing() : path === SP.update.path ? { id: draftId, ...listing() } : { id: draftId };

  it('answers 528 to no token, a buyer’s and an operator’s, for every call; the import too', async () => {
    for (const call of JSON_CALLS) {
      for (const [who, t] of [
        ['nobody', undefined],
        ['buyer', buyer],
        ['admin', admin],
      ] as const) {
        expect((await ctx.call(call.path, payloadOf(call.path), t)).status, `${call.path} as ${who}`).toBe(528);
      }
    }
    const csv = Buffer.from('商品ID,商品标题\n');
    for (const t of [undefined, buyer, admin]) expect((await importCsv(ctx, t, csv)).status).toBe(528);
    // Nothing of it was written: the draft is as it was.
    expect((await ctx.call(SP.detail.path, { id: draftId }, token)).data).toMatchObject({ state: 0 });
  });

  it('answers 404 for another seller’s product in each call that names one', async () => {
    const other = await addSeller(ctx, []);
    const otherToken = await other.login();
    const otherImages = [await uploadPng(ctx, otherToken)];
    for (const call of [SP.detail, SP.update, SP.submit, SP.withdraw, SP.remove]) {
      const payload = call === SP.update ? { id: draftId, ...listingOf(leafId, otherImages) } : { id: draftId };
      const answer = await ctx.call(call.path, payload, otherToken);
      expect(answer, call.path).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    }
    const removeRevision = await ctx.call(SP.remove.path, { id: draftId, revision: true }, otherToken);
    expect(removeRevision.status).toBe(404);
    // An unknown id reads the same.
    expect((await ctx.call(SP.detail.path, { id: 987_654 }, token)).status).toBe(404);
    const mine = await ctx.call(SP.detail.path, { id: draftId }, token);
    expect(mine.data).toMatchObject({ state: 0, sellerId });
  });

  it('a suspended seller cannot add, edit or submit (409 SELLER_SUSPENDED) but may still read', async () => {
    const seller = await addSeller(ctx, []);
    const t = await seller.login();
    const pics = [await uploadPng(ctx, t)];
    const id = await addDraft(ctx, t, listingOf(leafId, pics));
    await ctx.app.deps.db
      .updateTable('sellers')
      .set({ suspended_at: Date.now(), suspend_reason: '测试暂停' })
      .where('id', '=', seller.sellerId)
      .execute();
    const csv = Buffer.from(
      '\uFEFF商品ID,商品标题,分类ID,副标题,品牌,图片,通信协议,生态平台,需要网关,认证,供电方式,重量(克),规格1,规格1值,规格2,规格2值,规格3,规格3值,价格(元),库存,商家编码,详情HTML\n' +
        `,暂停导入,${leafId},,极光,${pics[0]},,,否,,,,颜色,白,,,,,9.9,1,,\n`,
    );
    for (const [path, payload] of [
      [SP.add.path, listingOf(leafId, pics)],
      [SP.update.path, { id, ...listingOf(leafId, pics, { title: '暂停后改名' }) }],
      [SP.submit.path, { id }],
    ] as const) {
      expect(await ctx.call(path, payload, t), path).toMatchObject({ status: 409, code: 'SELLER_SUSPENDED' });
    }
    const imported = await importCsv<{ created: number[]; errors: { message: string }[] }>(ctx, t, csv);
    expect(imported.data.created).toEqual([]);
    expect(imported.data.errors[0]?.message).toContain('暂停');
    const detail = await ctx.call(SP.detail.path, { id }, t);
    expect(detail.data).toMatchObject({ state: 0, content: { title: '极光 Zigbee 调光灯泡 E27' } });
  });

  it('a seller whose one-time password stands gets 409 MUST_CHANGE_PASSWORD from every listing call', async () => {
    const seller = await addSeller(ctx, []);
    const t = await seller.login();
    await ctx.app.deps.db
      .updateTable('sellers')
      .set({ must_change_password: 1 })
      .where('id', '=', seller.sellerId)
      .execute();
    for (const call of JSON_CALLS) {
      const answer = await ctx.call(call.path, payloadOf(call.path), t);
      expect(answer, call.path).toMatchObject({ status: 409, code: 'MUST_CHANGE_PASSWORD' });
    }
    expect(await importCsv(ctx, t, Buffer.from('x'))).toMatchObject({ status: 409, code: 'MUST_CHANGE_PASSWORD' });
  });

  it('the operator’s listing detail is an admin call of the contract (the role matrix covers it)', () => {
    const call = ALL_CALLS.find((c) => c.path === CALLS.adminProduct.detail.path);
    expect(call).toMatchObject({ auth: 'admin' });
  });
});
