import {
  LISTING_CSV_COLUMNS,
  LISTING_IMPORT_PRODUCTS_MAX,
  LISTING_IMPORT_ROWS_MAX,
  LISTING_SPECS_MAX,
  type TListingContent,
  type TListingImportError,
  type TListingParsed,
  ZListingInput,
} from '@mall/contract';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import type { z } from 'zod';
import { csvCellValue, csvText, utf8WithBom } from '../../lib/csv.js';

/*
 * The listings' CSV (DESIGN-OPERATE §B): one row per SKU, the columns below (README「商品导入」).
 * A product's rows are consecutive: the same 商品ID, or (for a new product) the same 商品标题. Its
 * first row holds the product's fields; later rows may leave them blank or repeat them. Lists
 * (图片, 通信协议…) are separated by `|`.
 */

/** The CSV's columns (the contract's, which the workbench's template writes too). */
export const LISTING_COLUMNS = LISTING_CSV_COLUMNS;

type TColumn = (typeof LISTING_COLUMNS)[number];
type TRow = Record<TColumn, string> & { line: number };

/** Columns that belong to the product (the same on each of its rows), the rest to the SKU. */
const PRODUCT_COLUMNS: TColumn[] = [
  '分类ID',
  '副标题',
  '品牌',
  '图片',
  '通信协议',
  '生态平台',
  '需要网关',
  '认证',
  '供电方式',
  '重量(克)',
  '规格1',
  '规格2',
  '规格3',
  '详情HTML',
];

/** Where a listing's field is written in the file, to name it in an error. */
const FIELD_COLUMN: Record<string, string> = {
  categoryId: '分类ID',
  title: '商品标题',
  subtitle: '副标题',
  brand: '品牌',
  images: '图片',
  detailHtml: '详情HTML',
  facets: '通信协议/生态平台/认证/供电方式',
  protocols: '通信协议',
  ecosystems: '生态平台',
  hubRequired: '需要网关',
  certifications: '认证',
  power: '供电方式',
  specs: '规格',
  skus: '规格值',
  weightGrams: '重量(克)',
  price: '价格(元)',
  stock: '库存',
  code: '商家编码',
  values: '规格值',
};

/** Bytes to text: UTF-8 (with or without a BOM) when it decodes as such, GBK otherwise (Excel's 中文 CSV). */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'gbk');
  }
}

/** The file's rows keyed by column, each with its line number (the header is line 1). */
export function readRows(text: string): { rows: TRow[] } | { problem: string } {
  if (text.includes('\u0000')) return { problem: '文件含有空字符，不是文本格式的 CSV' };
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    // `info`: each record's line in the file (blank lines and multi-line cells counted).
    parsed = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      trim: false,
      info: true,
    }) as unknown as typeof parsed;
  } catch (err) {
    return { problem: `不是有效的 CSV（${(err as Error).message.slice(0, 80)}）` };
  }
  const records = parsed.map((p) => p.record);
  // `info.lines` is the line a record ends on; a cell's own line breaks take it back to where it starts.
  const lines = parsed.map((p) => p.info.lines - p.record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0));
  const [header, ...body] = records;
  if (!header) return { problem: '文件是空的' };
  const names = header.map((h) => h.trim());
  const missing = LISTING_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) return { problem: `缺少列：${missing.join('、')}` };
  if (body.length === 0) return { problem: '文件没有数据行' };
  if (body.length > LISTING_IMPORT_ROWS_MAX) return { problem: `一次最多导入${LISTING_IMPORT_ROWS_MAX}行` };
  const at = Object.fromEntries(LISTING_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<TColumn, number>;
  const rows = body
    .map((record, i) => {
      const row = { line: lines[i + 1] ?? i + 2 } as TRow;
      for (const c of LISTING_COLUMNS) row[c] = csvCellValue((record[at[c]] ?? '').trim());
      return row;
    })
    // A spreadsheet saves cleared rows as bare commas: no product, nothing to refuse.
    .filter((row) => LISTING_COLUMNS.some((c) => row[c] !== ''));
  if (rows.length === 0) return { problem: '文件没有数据行' };
  return { rows };
}

/** Consecutive rows of one product: the same 商品ID, or without one the same 商品标题. */
export function groupRows(rows: readonly TRow[]): { key: string; id: number | null; rows: TRow[] }[] {
  const groups: { key: string; id: number | null; rows: TRow[] }[] = [];
  for (const row of rows) {
    const key = row.商品ID !== '' ? `#${row.商品ID}` : `t:${row.商品标题}`;
    const last = groups.at(-1);
    if (last && last.key === key) last.rows.push(row);
    else groups.push({ key, id: row.商品ID !== '' ? Number(row.商品ID) : null, rows: [row] });
  }
  return groups;
}

/**
 * Rows of one product must stand together: a 商品ID (or a new product's 商品标题) that comes back
 * after other rows would be saved twice. Answers the lines of every such repeat.
 */
export function scatteredGroups(groups: readonly { key: string; rows: TRow[] }[]): TListingImportError[] {
  const seen = new Map<string, number>();
  for (const g of groups) seen.set(g.key, (seen.get(g.key) ?? 0) + 1);
  return groups
    .filter((g) => (seen.get(g.key) ?? 0) > 1)
    .map((g) => ({
      line: g.rows[0]?.line ?? 0,
      product: g.rows[0]?.商品ID || g.rows[0]?.商品标题 || '',
      message: '同一商品的行须连在一起，该商品在文件中出现了多处',
    }));
}

const list = (cell: string) =>
  cell
    .split('|')
    .map((v) => v.trim())
    .filter((v) => v !== '');
const numberOr = (cell: string): number | string =>
  cell !== '' && Number.isFinite(Number(cell)) ? Number(cell) : cell;

/** One product's rows as the editor's listing (not yet checked), or the rows' own errors. */
export function listingOfRows(rows: readonly TRow[]): { listing: unknown } | { errors: TListingImportError[] } {
  const first = rows[0] as TRow;
  const product = first.商品ID || first.商品标题;
  const errors: TListingImportError[] = [];
  for (const row of rows.slice(1)) {
    const differs = PRODUCT_COLUMNS.find((c) => row[c] !== '' && row[c] !== first[c]);
    if (differs) errors.push({ line: row.line, product, message: `「${differs}」与该商品第一行不一致` });
  }
  if (errors.length > 0) return { errors };
  const dimensions = [first.规格1, first.规格2, first.规格3].filter((n) => n !== '').length;
  const valueColumns = (['规格1值', '规格2值', '规格3值'] as const).slice(0, dimensions);
  const specNames = [first.规格1, first.规格2, first.规格3].slice(0, dimensions);
  const hub = first.需要网关;
  return {
    listing: {
      categoryId: numberOr(first.分类ID),
      title: first.商品标题,
      subtitle: first.副标题 === '' ? undefined : first.副标题,
      brand: first.品牌,
      images: list(first.图片),
      detailHtml: first.详情HTML,
      facets: {
        protocols: list(first.通信协议),
        ecosystems: list(first.生态平台),
        hubRequired: hub === '是' ? true : hub === '否' || hub === '' ? false : hub,
        certifications: list(first.认证),
        power: list(first.供电方式),
      },
      specs: specNames.map((name, i) => ({
        name,
        values: [...new Set(rows.map((r) => r[valueColumns[i] as TColumn]).filter((v) => v !== ''))],
      })),
      skus: rows.map((r) => ({
        values: valueColumns.map((c) => r[c]),
        price: numberOr(r['价格(元)']),
        stock: numberOr(r.库存),
        code: r.商家编码 === '' ? undefined : r.商家编码,
      })),
      weightGrams: first['重量(克)'] === '' ? undefined : numberOr(first['重量(克)']),
    },
  };
}

/** The listing checked as the editor's is; each problem named on its row (a SKU's own, else the first). */
export function checkListing(
  rows: readonly TRow[],
  listing: unknown,
): { listing: TListingParsed } | { errors: TListingImportError[] } {
  const parsed = ZListingInput.safeParse(listing);
  if (parsed.success) return { listing: parsed.data };
  const first = rows[0] as TRow;
  const product = first.商品ID || first.商品标题;
  return {
    errors: parsed.error.issues.map((issue: z.core.$ZodIssue) => {
      const [field, index] = issue.path;
      const row = field === 'skus' && typeof index === 'number' ? (rows[index] ?? first) : first;
      const leaf = [...issue.path].reverse().find((p): p is string => typeof p === 'string') ?? '';
      const column = FIELD_COLUMN[leaf] ?? FIELD_COLUMN[String(field)] ?? String(field);
      return { line: row.line, product, message: `${column}：${issue.message}` };
    }),
  };
}

/** Too many products in one file. */
export function tooManyProducts(groups: readonly unknown[]): string | null {
  return groups.length > LISTING_IMPORT_PRODUCTS_MAX ? `一次最多导入${LISTING_IMPORT_PRODUCTS_MAX}个商品` : null;
}

/** A product's rows for the export: one per SKU, every row whole (a spreadsheet filter keeps them readable). */
export function rowsOfListing(id: number, content: TListingContent): string[][] {
  const specs = content.specs.slice(0, LISTING_SPECS_MAX);
  return content.skus.map((sku) => {
    const cells: Record<TColumn, string> = {
      商品ID: String(id),
      商品标题: content.title,
      分类ID: String(content.categoryId),
      副标题: content.subtitle,
      品牌: content.brand,
      图片: content.images.join('|'),
      通信协议: content.facets.protocols.join('|'),
      生态平台: content.facets.ecosystems.join('|'),
      需要网关: content.facets.hubRequired ? '是' : '否',
      认证: content.facets.certifications.join('|'),
      供电方式: content.facets.power.join('|'),
      '重量(克)': content.weightGrams === null ? '' : String(content.weightGrams),
      规格1: specs[0]?.name ?? '',
      规格1值: sku.values[0] ?? '',
      规格2: specs[1]?.name ?? '',
      规格2值: sku.values[1] ?? '',
      规格3: specs[2]?.name ?? '',
      规格3值: sku.values[2] ?? '',
      '价格(元)': sku.price.toFixed(2),
      库存: String(sku.stock),
      商家编码: sku.code ?? '',
      详情HTML: content.detailHtml,
    };
    return LISTING_COLUMNS.map((c) => cells[c]);
  });
}

/** The export's bytes: UTF-8 with a BOM (Excel opens it), or GBK for older tools. */
export function encodeCsv(rows: readonly (readonly string[])[], encoding: 'utf-8' | 'gbk'): Buffer {
  const text = csvText([LISTING_COLUMNS, ...rows]);
  return encoding === 'gbk' ? iconv.encode(text, 'gbk') : utf8WithBom(text);
}
