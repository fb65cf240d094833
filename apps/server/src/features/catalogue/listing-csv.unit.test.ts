import type { TListingContent } from '@mall/contract';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvText } from '../../lib/csv.js';
import {
  checkListing,
  decodeCsv,
  encodeCsv,
  groupRows,
  LISTING_COLUMNS,
  listingOfRows,
  readRows,
  rowsOfListing,
  scatteredGroups,
} from './listing-csv.js';

type TCells = Partial<Record<(typeof LISTING_COLUMNS)[number], string>>;

const IMAGE = '/files/2026/12/0123456789abcdef01234567.png';

/** A product's first row; later rows of it give only their SKU cells. */
const productRow = (over: TCells = {}): TCells => ({
  商品标题: '极光 调光灯泡',
  分类ID: '12',
  品牌: '极光',
  图片: IMAGE,
  通信协议: 'Zigbee 3.0',
  生态平台: '米家|HomeKit',
  需要网关: '是',
  规格1: '色温',
  规格2: '功率',
  详情HTML: '<p>好灯</p>',
  ...over,
});
const skuRow = (a: string, b: string, price = '59', stock = '10', over: TCells = {}): TCells => ({
  商品标题: '极光 调光灯泡',
  规格1值: a,
  规格2值: b,
  '价格(元)': price,
  库存: stock,
  ...over,
});

const fileOf = (rows: TCells[]) =>
  csvText([LISTING_COLUMNS, ...rows.map((r) => LISTING_COLUMNS.map((c) => r[c] ?? ''))]);

function rowsOf(text: string) {
  const read = readRows(text);
  if ('problem' in read) throw new Error(read.problem);
  return read.rows;
}

const twoByTwo = () => [
  { ...productRow(), ...skuRow('暖白', '9W') },
  skuRow('暖白', '12W', '69'),
  skuRow('冷白', '9W'),
  skuRow('冷白', '12W', '69.9', '0'),
];

describe('the listings’ CSV, piece by piece', () => {
  it('decodes UTF-8 with or without a BOM, and GBK', () => {
    const text = fileOf(twoByTwo());
    expect(decodeCsv(Buffer.from(text, 'utf8'))).toBe(text);
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]))).toBe(text);
    expect(decodeCsv(iconv.encode(text, 'gbk'))).toBe(text);
  });

  it('reads rows by column name in any order, numbering lines from the header', () => {
    const reversed = [...LISTING_COLUMNS].reverse();
    const text = csvText([reversed, reversed.map((c) => (c === '商品标题' ? '标题甲' : c === '库存' ? '3' : ''))]);
    const rows = rowsOf(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ line: 2, 商品标题: '标题甲', 库存: '3' });
  });

  it('names what makes a file unreadable: empty, a missing column, no data row, not CSV', () => {
    expect(readRows('')).toEqual({ problem: '文件是空的' });
    const missing = readRows(csvText([LISTING_COLUMNS.filter((c) => c !== '库存')]));
    expect(missing).toEqual({ problem: '缺少列：库存' });
    expect(readRows(csvText([LISTING_COLUMNS]))).toEqual({ problem: '文件没有数据行' });
    expect('problem' in readRows(`${LISTING_COLUMNS.join(',')}\n"未闭合的引号,1\n`)).toBe(true);
  });

  it('skips the bare-comma rows a spreadsheet leaves where rows were cleared, keeping the lines', () => {
    const blank = LISTING_COLUMNS.map(() => '').join(',');
    const text = `${fileOf([{ 商品标题: '甲' }])}${blank}\r\n${blank}\r\n${fileOf([{ 商品标题: '乙' }]).split('\r\n')[1]}\r\n`;
    expect(rowsOf(text).map((r) => [r.line, r.商品标题])).toEqual([
      [2, '甲'],
      [5, '乙'],
    ]);
    expect(readRows(`${fileOf([])}${blank}\r\n`)).toEqual({ problem: '文件没有数据行' });
  });

  it('takes off the quote that kept a formula inert, as the export wrote it', () => {
    const rows = rowsOf(
      fileOf([{ ...productRow({ 商品标题: '=1+1 灯' }), ...skuRow('a', 'b', '1', '1', { 商品标题: '=1+1 灯' }) }]),
    );
    expect(fileOf([productRow({ 商品标题: '=1+1 灯' })])).toContain("'=1+1 灯");
    expect(rows[0]?.商品标题).toBe('=1+1 灯');
  });

  it('groups consecutive rows of one 商品ID, or without one of one 标题', () => {
    const rows = rowsOf(
      fileOf([
        { 商品ID: '7', 商品标题: '甲' },
        { 商品ID: '7', 商品标题: '甲' },
        { 商品标题: '乙' },
        { 商品标题: '乙' },
        { 商品标题: '丙' },
        { 商品ID: '7', 商品标题: '甲' },
      ]),
    );
    const groups = groupRows(rows);
    expect(groups.map((g) => [g.id, g.rows.map((r) => r.line)])).toEqual([
      [7, [2, 3]],
      [null, [4, 5]],
      [null, [6]],
      [7, [7]],
    ]);
  });

  it('builds the editor’s listing from a product’s rows', () => {
    const rows = rowsOf(fileOf(twoByTwo()));
    const built = listingOfRows(rows);
    if (!('listing' in built)) throw new Error(JSON.stringify(built));
    const checked = checkListing(rows, built.listing);
    if (!('listing' in checked)) throw new Error(JSON.stringify(checked));
    expect(checked.listing).toMatchObject({
      categoryId: 12,
      title: '极光 调光灯泡',
      images: [IMAGE],
      facets: { protocols: ['Zigbee 3.0'], ecosystems: ['米家', 'HomeKit'], hubRequired: true, power: [] },
      specs: [
        { name: '色温', values: ['暖白', '冷白'] },
        { name: '功率', values: ['9W', '12W'] },
      ],
    });
    expect(checked.listing.skus.map((s) => [s.values.join('/'), s.price, s.stock])).toEqual([
      ['暖白/9W', 59, 10],
      ['暖白/12W', 69, 10],
      ['冷白/9W', 59, 10],
      ['冷白/12W', 69.9, 0],
    ]);
  });

  it('names the line of a later row whose product column differs from the first', () => {
    const file = twoByTwo();
    file[2] = { ...file[2], 品牌: '别的品牌' };
    const built = listingOfRows(rowsOf(fileOf(file)));
    expect(built).toEqual({ errors: [{ line: 4, product: '极光 调光灯泡', message: '「品牌」与该商品第一行不一致' }] });
  });

  it('names each SKU’s own line for its price, stock and values; the product’s fields on its first line', () => {
    const file = twoByTwo();
    file[1] = skuRow('暖白', '12W', '0');
    file[2] = skuRow('冷白', '9W', '59', '-1');
    file[3] = skuRow('冷白', '12W', '9.999', '1.5');
    const rows = rowsOf(fileOf(file));
    const built = listingOfRows(rows);
    if (!('listing' in built)) throw new Error('rows refused');
    const checked = checkListing(rows, built.listing);
    if (!('errors' in checked)) throw new Error('accepted');
    expect(checked.errors).toEqual(
      expect.arrayContaining([
        { line: 3, product: '极光 调光灯泡', message: '价格(元)：SKU价格至少0.01元' },
        { line: 4, product: '极光 调光灯泡', message: '库存：SKU库存不能为负数' },
        { line: 5, product: '极光 调光灯泡', message: '价格(元)：SKU价格最多两位小数' },
        { line: 5, product: '极光 调光灯泡', message: '库存：SKU库存须为整数' },
      ]),
    );
    const noBrand = rowsOf(fileOf([{ ...productRow({ 品牌: '', 需要网关: '也许' }), ...skuRow('a', 'b', 'x') }]));
    const again = listingOfRows(noBrand);
    if (!('listing' in again)) throw new Error('rows refused');
    const refused = checkListing(noBrand, again.listing);
    if (!('errors' in refused)) throw new Error('accepted');
    const messages = refused.errors.map((e) => `${e.line} ${e.message}`);
    expect(messages).toContain('2 品牌：请输入品牌');
    expect(messages.some((m) => m.startsWith('2 价格(元)：'))).toBe(true);
    // Each facet is named by its own column.
    expect(messages.some((m) => m.startsWith('2 需要网关：'))).toBe(true);
    const badProtocol = rowsOf(fileOf([{ ...productRow({ 通信协议: '红外线' }), ...skuRow('a', 'b') }]));
    const built3 = listingOfRows(badProtocol);
    if (!('listing' in built3)) throw new Error('rows refused');
    const refused3 = checkListing(badProtocol, built3.listing);
    if (!('errors' in refused3)) throw new Error('accepted');
    expect(refused3.errors.map((e) => e.message)).toContain('通信协议：通信协议不在可选范围内');
  });

  it('writes a listing back as rows the import reads to the same listing, in UTF-8 with a BOM or GBK', () => {
    const content: TListingContent = {
      categoryId: 12,
      categoryPath: '智能照明 / 智能灯泡',
      title: '-减号开头的标题, 带逗号',
      subtitle: '副标题 "引号"',
      brand: '极光',
      images: [IMAGE, '/files/2026/12/89abcdef0123456789abcdef.jpg'],
      detailHtml: '<p class="a">第一行\n第二行</p>',
      facets: {
        protocols: ['Zigbee 3.0'],
        ecosystems: ['米家'],
        hubRequired: false,
        power: [],
        certifications: ['CCC'],
      },
      specs: [{ name: '颜色', values: ['白', '黑'] }],
      skus: [
        { id: 1, values: ['白'], price: 59, stock: 3, code: 'W-1' },
        { id: 2, values: ['黑'], price: 60.5, stock: 0, code: null },
      ],
      weightGrams: 250,
    };
    for (const encoding of ['utf-8', 'gbk'] as const) {
      const bytes = encodeCsv(rowsOfListing(9, content), encoding);
      if (encoding === 'utf-8') expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = rowsOf(decodeCsv(bytes));
      const groups = groupRows(rows);
      expect(groups.map((g) => g.id)).toEqual([9]);
      const built = listingOfRows(rows);
      if (!('listing' in built)) throw new Error(JSON.stringify(built));
      const checked = checkListing(rows, built.listing);
      if (!('listing' in checked)) throw new Error(JSON.stringify(checked));
      expect(checked.listing).toEqual({
        categoryId: 12,
        title: content.title,
        subtitle: content.subtitle,
        brand: '极光',
        images: content.images,
        detailHtml: content.detailHtml,
        facets: content.facets,
        specs: content.specs,
        skus: [
          { values: ['白'], price: 59, stock: 3, code: 'W-1' },
          { values: ['黑'], price: 60.5, stock: 0 },
        ],
        weightGrams: 250,
      });
    }
  });

  it('names the line a row starts on, past blank lines and cells that span lines', () => {
    const text = fileOf([
      { ...productRow({ 详情HTML: '<p>第一行\n第二行\n第三行</p>' }), ...skuRow('暖白', '9W') },
      skuRow('暖白', '12W'),
    ]).replace('\r\n', '\r\n\r\n');
    // Header on line 1, a blank line 2, the first row on 3 (its detail to line 5), the second on 6.
    expect(rowsOf(text).map((r) => r.line)).toEqual([3, 6]);
  });

  it('refuses a file with NUL bytes, and a product whose rows are scattered', () => {
    expect(readRows(`${LISTING_COLUMNS.join(',')}\r\n,a\u0000b\r\n`)).toEqual({
      problem: '文件含有空字符，不是文本格式的 CSV',
    });
    const rows = rowsOf(
      fileOf([
        { ...productRow(), ...skuRow('暖白', '9W') },
        { ...productRow({ 商品标题: '另一个' }), ...skuRow('暖白', '9W', '59', '10', { 商品标题: '另一个' }) },
        skuRow('冷白', '9W'),
      ]),
    );
    expect(scatteredGroups(groupRows(rows)).map((e) => e.line)).toEqual([2, 4]);
  });
});
