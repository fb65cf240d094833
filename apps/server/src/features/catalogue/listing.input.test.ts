import {
  CALLS,
  LISTING_STOCK_MAX,
  SELLER_PRICE_MAX,
  type TListingDetail,
  type TListingInput,
  type TRichText,
} from '@mall/contract';
import { XSS_CORPUS } from '@mall/contract/testing';
import { beforeAll, expect, it } from 'vitest';
import { addAdmin, addBuyers, addSeller, uploadPng } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { addApproved, addDraft, addLeafCategory, listingOf, ok } from '../../test/listing-fixtures.js';
import { expectInert } from '../../test/rich-text.js';

const SP = CALLS.sellerProduct;

/** The editor's input checked on the server: 407 naming the field (and the SKU's row), nothing saved. */
describeEachDb('the listing’s input', (ctx) => {
  let leafId: number;
  let topId: number;
  let token: string;
  let admin: string;
  let images: string[];
  let draftId: number;
  const listing = (over: Partial<TListingInput> = {}) => listingOf(leafId, images, over);
  const skus = () => listing().skus;

  beforeAll(async () => {
    ({ leafId, topId } = await addLeafCategory(ctx));
    const seller = await addSeller(ctx, []);
    token = await seller.login();
    images = await Promise.all(Array.from({ length: 10 }, (_, i) => uploadPng(ctx, token, `图${i}.png`)));
    draftId = await addDraft(ctx, token, listing({ images: images.slice(0, 1) }));
    admin = (await addAdmin(ctx, 'operator')).token;
  });

  /** Sends the listing as a new product and as an edit of the draft: both 407 with `field` and a text. */
  async function refused(over: Partial<TListingInput>, field: RegExp, text: string | RegExp) {
    for (const [path, payload] of [
      [SP.add.path, listing({ images: images.slice(0, 1), ...over })],
      [SP.update.path, { id: draftId, ...listing({ images: images.slice(0, 1), ...over }) }],
    ] as const) {
      const answer = await ctx.call(path, payload, token);
      expect(answer.status, `${path} ${JSON.stringify(over).slice(0, 80)}`).toBe(407);
      expect(answer.msg).toMatch(field);
      expect(answer.msg).toMatch(text);
    }
  }

  it('refuses a SKU matrix that does not match the specs, naming the SKU', async () => {
    const [a, b, c] = skus();
    await refused({ skus: [a!, b!, c!] }, /data\.skus/, '缺少规格组合「冷白 / 12W」的SKU');
    await refused({ skus: [...skus(), { ...a! }] }, /data\.skus\.4\.values/, '第5个SKU「暖白 / 9W」重复');
    await refused(
      { skus: [a!, { ...b!, values: ['暖白', '15W'] }, c!, skus()[3]!] },
      /data\.skus\.1\.values/,
      '第2个SKU的「15W」不是规格「功率」的值',
    );
    await refused(
      { skus: [a!, b!, c!, { ...skus()[3]!, values: ['冷白'] }] },
      /data\.skus\.3/,
      '第4个SKU应有2个规格值',
    );
  });

  it('refuses a price of 0, below 0, of 3 decimals or above the maximum; a stock below 0, fractional or too big', async () => {
    const withSku = (sku: Partial<TListingInput['skus'][number]>) => ({
      skus: [skus()[0]!, { ...skus()[1]!, ...sku }, skus()[2]!, skus()[3]!],
    });
    await refused(withSku({ price: 0 }), /data\.skus\.1\.price/, 'SKU价格至少0.01元');
    await refused(withSku({ price: -5 }), /data\.skus\.1\.price/, 'SKU价格至少0.01元');
    await refused(withSku({ price: 9.999 }), /data\.skus\.1\.price/, 'SKU价格最多两位小数');
    await refused(withSku({ price: SELLER_PRICE_MAX + 1 }), /data\.skus\.1\.price/, 'SKU价格过大');
    await refused(withSku({ stock: -1 }), /data\.skus\.1\.stock/, 'SKU库存不能为负数');
    await refused(withSku({ stock: 1.5 }), /data\.skus\.1\.stock/, 'SKU库存须为整数');
    await refused(
      withSku({ stock: LISTING_STOCK_MAX + 1 }),
      /data\.skus\.1\.stock/,
      `SKU库存最多${LISTING_STOCK_MAX}件`,
    );
    // The edges themselves are fine.
    const edge = listing({
      skus: [
        { ...skus()[0]!, price: 0.01 },
        { ...skus()[1]!, price: SELLER_PRICE_MAX, stock: LISTING_STOCK_MAX },
        skus()[2]!,
        { ...skus()[3]!, price: 19.99, stock: 0 },
      ],
    });
    expect((await ctx.call(SP.add.path, { ...edge, images: images.slice(0, 1) }, token)).status).toBe(200);
  });

  it('refuses 0 or 10 pictures, more than 3 specs and a title over 60', async () => {
    await refused({ images: [] }, /data\.images/, '请上传至少1张商品图片');
    const answer = await ctx.call(SP.add.path, listing({ images }), token);
    expect(answer).toMatchObject({ status: 407 });
    expect(answer.msg).toMatch(/data\.images.*商品图片最多9张/);
    const nine = await ctx.call(SP.add.path, listing({ images: images.slice(0, 9) }), token);
    expect(nine.status).toBe(200);
    await refused(
      {
        specs: [
          { name: '色温', values: ['暖白'] },
          { name: '功率', values: ['9W'] },
          { name: '接口', values: ['E27'] },
          { name: '协议', values: ['Zigbee'] },
        ],
        skus: [{ values: ['暖白', '9W', 'E27', 'Zigbee'], price: 1, stock: 1 }],
      },
      /data\.specs/,
      '规格最多3个',
    );
    await refused({ title: '灯'.repeat(61) }, /data\.title/, '商品标题最多60个字');
    expect(
      (await ctx.call(SP.add.path, listing({ title: '灯'.repeat(60), images: images.slice(0, 1) }), token)).status,
    ).toBe(200);
  });

  it('refuses a picture another seller or a buyer uploaded (UPLOAD_NOT_OWNED on images)', async () => {
    const other = await addSeller(ctx, []);
    const othersPicture = await uploadPng(ctx, await other.login(), '别家.png');
    const buyer = (await addBuyers(ctx.app.deps, 1))[0]!;
    const buyersPicture = await uploadPng(ctx, buyer.token, '买家.png');
    for (const picture of [othersPicture, buyersPicture, '/files/2026/01/aaaaaaaaaaaaaaaaaaaaaaaa.png']) {
      for (const [path, payload] of [
        [SP.add.path, listing({ images: [images[0]!, picture] })],
        [SP.update.path, { id: draftId, ...listing({ images: [picture] }) }],
      ] as const) {
        const answer = await ctx.call(path, payload, token);
        expect(answer, `${path} ${picture}`).toMatchObject({ code: 'UPLOAD_NOT_OWNED', field: 'images' });
      }
    }
    const detail = ok(await ctx.call<TListingDetail>(SP.detail.path, { id: draftId }, token));
    expect(detail.content.images).toEqual(images.slice(0, 1));
  });

  it('refuses a category that is not a leaf, or none (LISTING_CATEGORY_NOT_LEAF on categoryId)', async () => {
    for (const categoryId of [topId, 999_999]) {
      const answer = await ctx.call(SP.add.path, listing({ categoryId, images: images.slice(0, 1) }), token);
      expect(answer).toMatchObject({ status: 407, code: 'LISTING_CATEGORY_NOT_LEAF', field: 'categoryId' });
      const edit = await ctx.call(
        SP.update.path,
        { id: draftId, ...listing({ categoryId, images: images.slice(0, 1) }) },
        token,
      );
      expect(edit).toMatchObject({ status: 407, code: 'LISTING_CATEGORY_NOT_LEAF' });
    }
  });

  it('keeps the detail page inert through the XSS corpus: in the seller’s detail and the buyer’s after approval', async () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(20);
    const html = `<h2>产品介绍</h2><p>正文<strong>加粗</strong><a href="https://example.com/">外链</a></p>${XSS_CORPUS.join('\n')}`;
    const id = await addApproved(ctx, token, admin, listing({ images: images.slice(0, 1), detailHtml: html }));
    const seller = ok(await ctx.call<TListingDetail>(SP.detail.path, { id }, token));
    expect(seller.content.detailHtml).toContain('<h2>产品介绍</h2>');
    expect(seller.content.detailHtml).toContain('<strong>加粗</strong>');
    expectInert(seller.content.detailHtml);
    const buyer = ok(await ctx.call<TRichText>(CALLS.catalogue.getRichText.path, { productId: id, type: 1 }));
    expect(buyer.htmlCode).toContain('<h2>产品介绍</h2>');
    expectInert(buyer.htmlCode);
    // A revision's detail reads sanitized too, each payload alone.
    for (const payload of XSS_CORPUS) {
      ok(
        await ctx.call(
          SP.update.path,
          { id, ...listing({ images: images.slice(0, 1), detailHtml: `<p>改</p>${payload}` }) },
          token,
        ),
      );
      const revision = ok(await ctx.call<TListingDetail>(SP.detail.path, { id }, token)).revision;
      expectInert(revision?.content.detailHtml ?? '', payload);
    }
  });
});
