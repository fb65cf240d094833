import {
  CALLS,
  LISTING_IMPORT_MAX_BYTES,
  type TListingContent,
  type TListingDetail,
  type TListingImportResult,
} from '@mall/contract';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { csvText } from '../../lib/csv.js';
import { addAdmin, addSeller, uploadPng } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { addApproved, addLeafCategory, exportCsv, importCsv, listingOf, ok } from '../../test/listing-fixtures.js';
import { LISTING_COLUMNS } from './listing-csv.js';

const SP = CALLS.sellerProduct;

type TCells = Partial<Record<(typeof LISTING_COLUMNS)[number], string>>;
const fileOf = (rows: TCells[]) =>
  csvText([LISTING_COLUMNS, ...rows.map((r) => LISTING_COLUMNS.map((c) => r[c] ?? ''))]);
const withBom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

/** The SKU ids a fresh save renumbers: the rest of the content is what a round trip keeps. */
const withoutSkuIds = (c: TListingContent) => ({ ...c, skus: c.skus.map(({ id: _id, ...s }) => s) });

/** The CSV import and export of the workbench (DESIGN-OPERATE §B), multipart and binary over the app. */
describeEachDb('the listings’ CSV import and export', (ctx) => {
  let leafId: number;
  let token: string;
  let admin: string;
  let image: string;

  beforeAll(async () => {
    ({ leafId } = await addLeafCategory(ctx));
    const seller = await addSeller(ctx, []);
    token = await seller.login();
    image = await uploadPng(ctx, token);
    admin = (await addAdmin(ctx, 'operator')).token;
  });

  /** A new product's four rows (色温 × 功率), its fields on the first. */
  const product = (title: string, over: TCells = {}, skuOver: TCells[] = []): TCells[] => {
    const first: TCells = {
      商品标题: title,
      分类ID: String(leafId),
      副标题: '导入的副标题',
      品牌: '极光',
      图片: image,
      通信协议: 'Zigbee 3.0|Wi-Fi',
      生态平台: '米家',
      需要网关: '否',
      认证: 'CCC',
      '重量(克)': '120',
      规格1: '色温',
      规格2: '功率',
      详情HTML: '<p>导入的详情</p><script>alert(1)</script>',
      ...over,
    };
    const skus: TCells[] = [
      { 规格1值: '暖白', 规格2值: '9W', '价格(元)': '59', 库存: '10', 商家编码: 'WW-9' },
      { 规格1值: '暖白', 规格2值: '12W', '价格(元)': '69.00', 库存: '5' },
      { 规格1值: '冷白', 规格2值: '9W', '价格(元)': '59.5', 库存: '0' },
      { 规格1值: '冷白', 规格2值: '12W', '价格(元)': '69.9', 库存: '7' },
    ];
    return skus.map((s, i) => ({ ...(i === 0 ? first : { 商品标题: title }), ...s, ...skuOver[i] }));
  };

  const detail = async (id: number, t = token) => ok(await ctx.call<TListingDetail>(SP.detail.path, { id }, t));
  const importOk = async (bytes: Buffer, t = token) =>
    ok(await importCsv<TListingImportResult>(ctx, t, bytes), 'import');

  it('imports a UTF-8 file with a BOM and a GBK file: 2×2-SKU products as drafts', async () => {
    const utf8 = await importOk(withBom(fileOf([...product('导入甲 调光灯泡'), ...product('导入乙 调光灯泡')])));
    expect(utf8).toMatchObject({ updated: [], refused: 0, errors: [] });
    expect(utf8.created).toHaveLength(2);
    const gbk = await importOk(iconv.encode(fileOf(product('导入丙 国标编码灯泡')), 'gbk'));
    expect(gbk).toMatchObject({ updated: [], refused: 0, errors: [] });
    expect(gbk.created).toHaveLength(1);
    for (const [id, title] of [
      [utf8.created[0]!, '导入甲 调光灯泡'],
      [utf8.created[1]!, '导入乙 调光灯泡'],
      [gbk.created[0]!, '导入丙 国标编码灯泡'],
    ] as const) {
      const d = await detail(id);
      expect(d).toMatchObject({
        state: 0,
        onSale: false,
        revision: null,
        content: {
          title,
          subtitle: '导入的副标题',
          images: [image],
          weightGrams: 120,
          // Read back in the catalogue's order of the facets.
          facets: {
            protocols: ['Wi-Fi', 'Zigbee 3.0'],
            ecosystems: ['米家'],
            hubRequired: false,
            certifications: ['CCC'],
          },
          specs: [
            { name: '色温', values: ['暖白', '冷白'] },
            { name: '功率', values: ['9W', '12W'] },
          ],
        },
      });
      expect(d.content.detailHtml).toContain('导入的详情');
      expect(d.content.detailHtml).not.toContain('script');
      expect(d.content.skus.map((s) => [s.values.join('/'), s.price, s.stock, s.code])).toEqual([
        ['暖白/9W', 59, 10, 'WW-9'],
        ['暖白/12W', 69, 5, null],
        ['冷白/9W', 59.5, 0, null],
        ['冷白/12W', 69.9, 7, null],
      ]);
    }
  });

  it('refuses a product with broken rows whole, naming each line; a good product of the file is saved', async () => {
    const broken = product('导入坏 调光灯泡', {}, [{}, { '价格(元)': '0' }, {}, { 库存: '-2' }]);
    const good = product('导入好 调光灯泡');
    const inconsistent = product('导入不一致 调光灯泡', {}, [{}, {}, { 品牌: '另一品牌' }, {}]);
    const result = await importOk(withBom(fileOf([...broken, ...good, ...inconsistent])));
    expect(result.created).toHaveLength(1);
    expect(result.refused).toBe(2);
    expect(result.errors).toEqual([
      { line: 3, product: '导入坏 调光灯泡', message: '价格(元)：SKU价格至少0.01元' },
      { line: 5, product: '导入坏 调光灯泡', message: '库存：SKU库存不能为负数' },
      { line: 12, product: '导入不一致 调光灯泡', message: '「品牌」与该商品第一行不一致' },
    ]);
    expect((await detail(result.created[0]!)).content.title).toBe('导入好 调光灯泡');
    const titles = await ctx.app.deps.db
      .selectFrom('products')
      .select('title')
      .where('title', 'in', ['导入坏 调光灯泡', '导入不一致 调光灯泡'])
      .execute();
    expect(titles).toEqual([]);
  });

  it('refuses whole a product whose SKUs are fine but whose picture is not the seller’s', async () => {
    const other = await addSeller(ctx, []);
    const foreign = await uploadPng(ctx, await other.login(), '别家.png');
    const result = await importOk(
      withBom(
        fileOf([...product('导入外图 调光灯泡', { 图片: `${image}|${foreign}` }), ...product('导入正常 调光灯泡')]),
      ),
    );
    expect(result.created).toHaveLength(1);
    expect(result).toMatchObject({
      refused: 1,
      errors: [{ line: 2, product: '导入外图 调光灯泡', message: '图片不存在或不是本人上传的' }],
    });
    const saved = await ctx.app.deps.db
      .selectFrom('products')
      .select('id')
      .where('title', '=', '导入外图 调光灯泡')
      .execute();
    expect(saved).toEqual([]);
    // Not a category leaf, another seller's 商品ID, a 商品ID that is no number: each refused, named.
    const more = await importOk(
      withBom(
        fileOf([
          ...product('导入非叶子', { 分类ID: '999999' }),
          ...product('导入别家', {}, []).map((r) => ({ ...r, 商品ID: '999998' })),
          ...product('导入乱号', {}, []).map((r) => ({ ...r, 商品ID: 'abc' })),
        ]),
      ),
    );
    expect(more).toMatchObject({ created: [], updated: [], refused: 3 });
    expect(more.errors.map((e) => [e.line, e.message])).toEqual([
      [2, '请选择最末级的商品分类'],
      [6, '商品不存在或已下架'],
      [10, '商品不存在或已下架'],
    ]);
  });

  it('answers 407 LISTING_IMPORT_UNREADABLE to a file missing a column, an empty one and a binary one', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    const cases: [string, Buffer, string][] = [
      [
        'missing column',
        withBom(csvText([LISTING_COLUMNS.filter((c) => c !== '价格(元)'), ['x']])),
        '缺少列：价格(元)',
      ],
      ['empty', Buffer.alloc(0), '文件是空的'],
      ['header only', withBom(csvText([LISTING_COLUMNS])), '文件没有数据行'],
      ['binary', png, '导入文件无法读取'],
    ];
    // Over the limit: named as the import's, not as a picture's.
    const huge = Buffer.concat([withBom(csvText([LISTING_COLUMNS])), Buffer.alloc(LISTING_IMPORT_MAX_BYTES, 0x2c)]);
    cases.push(['too large', huge, '文件超过5MB']);
    for (const [what, bytes, text] of cases) {
      const answer = await importCsv(ctx, token, bytes);
      expect(answer, what).toMatchObject({ status: 407, code: 'LISTING_IMPORT_UNREADABLE', field: 'file' });
      expect(answer.msg, what).toContain(text);
    }
  });

  it('imports a row with the 商品ID of an approved product as a revision; the live product is unchanged', async () => {
    const id = await addApproved(ctx, token, admin, listingOf(leafId, [image], { title: '导入前 已上架灯泡' }));
    const live = await detail(id);
    const rows = product('导入后 已上架灯泡').map((r) => ({ ...r, 商品ID: String(id) }));
    const result = await importOk(withBom(fileOf(rows)));
    expect(result).toEqual({ created: [], updated: [id], refused: 0, errors: [] });
    const after = await detail(id);
    expect(after).toMatchObject({
      state: 2,
      content: { title: '导入前 已上架灯泡' },
      revision: { state: 0, content: { title: '导入后 已上架灯泡' } },
    });
    // The live SKUs keep their ids, price and stock in the revision.
    for (const sku of live.content.skus) {
      expect(after.revision?.content.skus.find((s) => s.id === sku.id)).toMatchObject({
        price: sku.price,
        stock: sku.stock,
      });
    }
    const buyerSees = await ctx.call<{ title: string }>(CALLS.catalogue.details.path, { id });
    expect(buyerSees.data.title).toBe('导入前 已上架灯泡');
    // While the revision waits for review the import refuses the product, naming it.
    ok(await ctx.call(SP.submit.path, { id }, token));
    const blocked = await importOk(withBom(fileOf(rows)));
    expect(blocked).toMatchObject({ updated: [], refused: 1, errors: [{ line: 2, product: String(id) }] });
    expect(blocked.errors[0]?.message).toContain('审核中');
  });

  it('exports the seller’s products; importing the export gives the same content; GBK decodes', async () => {
    const seller = await addSeller(ctx, []);
    const t = await seller.login();
    const pics = [await uploadPng(ctx, t, '一.png'), await uploadPng(ctx, t, '二.png')];
    const draft = ok(
      await ctx.call<{ id: number }>(
        SP.add.path,
        listingOf(leafId, pics, { title: '=导出 草稿, 含逗号', subtitle: '"引号"', weightGrams: 300 }),
        t,
      ),
    ).id;
    const approved = await addApproved(ctx, t, admin, listingOf(leafId, pics.slice(1), { title: '导出 已上架' }));
    const before = [await detail(draft, t), await detail(approved, t)];

    const utf8 = await exportCsv(ctx, t);
    expect(utf8.status).toBe(200);
    expect(utf8.type).toContain('text/csv');
    expect([...utf8.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = utf8.bytes.toString('utf8');
    expect(text).toContain("'=导出 草稿, 含逗号");
    expect(text.trim().split('\r\n')).toHaveLength(1 + 8);

    const result = await importOk(utf8.bytes, t);
    expect(result).toMatchObject({ created: [], refused: 0, errors: [] });
    expect(result.updated.sort((a, b) => a - b)).toEqual([draft, approved].sort((a, b) => a - b));
    const draftAfter = await detail(draft, t);
    expect(withoutSkuIds(draftAfter.content)).toEqual(withoutSkuIds(before[0]!.content));
    const approvedAfter = await detail(approved, t);
    expect(approvedAfter.content).toEqual(before[1]!.content);
    // The live listing sent back unchanged makes no revision (nothing for the operator to review).
    expect(approvedAfter.revision).toBeNull();

    const gbk = await exportCsv(ctx, t, 'gbk');
    expect(gbk.status).toBe(200);
    expect(gbk.type).toContain('gbk');
    const decoded = iconv.decode(gbk.bytes, 'gbk');
    expect(decoded.startsWith('商品ID,商品标题,分类ID')).toBe(true);
    expect(decoded).toContain('导出 已上架');
    expect(decoded).toBe(text.replace(/^\uFEFF/, ''));
    // Another seller's export holds none of it.
    const mine = await exportCsv(ctx, token);
    expect(mine.bytes.toString('utf8')).not.toContain('导出 已上架');
  });
});
