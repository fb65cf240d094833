/**
 * A seller's listing (DESIGN-OPERATE §B): the limits of the product editor and of its CSV, and the
 * SKU matrix rule (exactly one SKU per combination of the spec values), shared by the contract's
 * schema, the server's import and the workbench's editor.
 */

export const LISTING_TITLE_MAX = 60;
export const LISTING_SUBTITLE_MAX = 100;
export const LISTING_BRAND_MAX = 30;
export const LISTING_IMAGES_MAX = 9;
/** Spec dimensions (颜色, 尺寸, 套餐…) at most. */
export const LISTING_SPECS_MAX = 3;
/** Values of one dimension at most. */
export const LISTING_SPEC_VALUES_MAX = 20;
export const LISTING_SPEC_NAME_MAX = 10;
export const LISTING_SPEC_VALUE_MAX = 20;
/** SKUs of one product at most (the product of the dimensions' value counts). */
export const LISTING_SKUS_MAX = 200;
/** A SKU's stock at most. */
export const LISTING_STOCK_MAX = 999_999;
/** 商家编码: letters, digits, - and _. */
export const LISTING_SKU_CODE_PATTERN = '^[A-Za-z0-9_-]{1,32}$';
/** The detail page's HTML at most (before sanitizing). */
export const LISTING_DETAIL_MAX = 50_000;
/** 重量 at most 1,000 kg. */
export const LISTING_WEIGHT_MAX = 1_000_000;
/** Products one CSV import holds at most; rows at most. */
export const LISTING_IMPORT_PRODUCTS_MAX = 200;
export const LISTING_IMPORT_ROWS_MAX = 5_000;
/** A CSV import's bytes at most. */
export const LISTING_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** A spec dimension as the editor sends it. */
export interface TListingSpec {
  name: string;
  values: string[];
}

/** Every combination of the dimensions' values, the first dimension varying slowest. */
export function specCombinations(specs: readonly TListingSpec[]): string[][] {
  let rows: string[][] = [[]];
  for (const spec of specs) rows = rows.flatMap((row) => spec.values.map((value) => [...row, value]));
  return specs.length === 0 ? [] : rows;
}

/** The key of one combination (values joined by a character no value holds). */
export function comboKey(values: readonly string[]): string {
  return values.join('\u0001');
}

/** How a combination reads to a person: 「红色 / 大号」. */
export function comboText(values: readonly string[]): string {
  return values.join(' / ');
}

/**
 * What is wrong with the SKUs against the specs, first found: a SKU whose values do not match the
 * dimensions, a combination twice, or a combination missing. `index` is the SKU's position (or -1
 * for a missing one). Null when the SKUs are exactly one per combination.
 */
export function skuMatrixProblem(
  specs: readonly TListingSpec[],
  skus: readonly { values: readonly string[] }[],
): { index: number; message: string } | null {
  const wanted = new Set(specCombinations(specs).map(comboKey));
  const seen = new Set<string>();
  for (const [index, sku] of skus.entries()) {
    const row = `第${index + 1}个SKU`;
    if (sku.values.length !== specs.length) {
      return { index, message: `${row}应有${specs.length}个规格值` };
    }
    const bad = sku.values.findIndex((v, i) => !specs[i]?.values.includes(v));
    if (bad >= 0) {
      return { index, message: `${row}的「${sku.values[bad]}」不是规格「${specs[bad]?.name ?? ''}」的值` };
    }
    const key = comboKey(sku.values);
    if (seen.has(key)) return { index, message: `${row}「${comboText(sku.values)}」重复` };
    seen.add(key);
  }
  const missing = [...wanted].find((key) => !seen.has(key));
  if (missing !== undefined) {
    return { index: -1, message: `缺少规格组合「${comboText(missing.split('\u0001'))}」的SKU` };
  }
  return null;
}

/**
 * The import's and export's columns, in order (one row per SKU): the server reads a file by these
 * names, the workbench offers them as the template's header row.
 */
export const LISTING_CSV_COLUMNS = [
  '商品ID',
  '商品标题',
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
  '规格1值',
  '规格2',
  '规格2值',
  '规格3',
  '规格3值',
  '价格(元)',
  '库存',
  '商家编码',
  '详情HTML',
] as const;

/** A revision of an approved product (its edit waiting for, or refused by, review). */
export const REVISION_STATE = { DRAFT: 0, PENDING: 1, REJECTED: 3 } as const;
export type TRevisionState = (typeof REVISION_STATE)[keyof typeof REVISION_STATE];
export const REVISION_STATE_TEXT: Record<TRevisionState, string> = {
  0: '修改未提交',
  1: '修改待审核',
  3: '修改被驳回',
};
