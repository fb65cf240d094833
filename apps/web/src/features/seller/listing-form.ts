import type {
  TIotCertification,
  TIotEcosystem,
  TIotPower,
  TIotProtocol,
  TListingContent,
  TListingDetail,
  TListingInput,
  TProductState,
} from '@mall/contract';
import {
  comboKey,
  comboText,
  LISTING_CSV_COLUMNS,
  LISTING_SKU_CODE_PATTERN,
  LISTING_SKUS_MAX,
  LISTING_SPECS_MAX,
  LISTING_STOCK_MAX,
  REVISION_STATE,
  specCombinations,
  type TListingSpec,
} from '@mall/contract/seller-wire';
import { isApprovedState, PRODUCT_STATE, PRODUCT_STATE_TEXT } from '@mall/contract/wire';

/*
 * The workbench's product editor without React (DESIGN-OPERATE §B): the form's values, the SKU matrix
 * the specs generate (entered prices kept when the specs change), 批量填充, the pictures' order, the
 * payload the server takes, and what a live product's revision may not change.
 */

/** One row of the SKU table: a combination of spec values and what the seller entered for it. */
export interface TSkuRow {
  values: string[];
  price: number | null;
  stock: number | null;
  code: string;
  /** The live SKU's id (a revision cannot drop it); null for a row not yet approved. */
  id: number | null;
}

/** The specs and the SKUs they generate: one form field, kept consistent by `rebuildSkus`. */
export interface TListingMatrix {
  specs: TListingSpec[];
  skus: TSkuRow[];
}

/** What the editor's form holds. */
export interface TListingFormValues {
  /** The cascader's value: the category's path from the top, its leaf last. */
  category: number[];
  title: string;
  subtitle: string;
  brand: string;
  images: string[];
  protocols: TIotProtocol[];
  ecosystems: TIotEcosystem[];
  hubRequired: boolean;
  certifications: TIotCertification[];
  power: TIotPower[];
  matrix: TListingMatrix;
  weightGrams: number | null;
  detailHtml: string;
}

/** A new product: one dimension waiting for its values. */
export function emptyListingForm(): TListingFormValues {
  return {
    category: [],
    title: '',
    subtitle: '',
    brand: '',
    images: [],
    protocols: [],
    ecosystems: [],
    hubRequired: false,
    certifications: [],
    power: [],
    matrix: { specs: [{ name: '', values: [] }], skus: [] },
    weightGrams: null,
    detailHtml: '',
  };
}

/** The dimension's name for each position, so that rows of different specs can be compared. */
function namedValues(specs: readonly TListingSpec[], values: readonly string[]): Map<string, string> {
  return new Map(values.map((v, i) => [specs[i]?.name.trim() || `#${i}`, v]));
}

/** The dimensions that have values: the ones the SKU table's columns and rows are made of. */
export function activeSpecs(specs: readonly TListingSpec[]): TListingSpec[] {
  return specs.filter((s) => s.values.length > 0);
}

/**
 * The SKU rows of `next` specs: one per combination of the dimensions that have values (the first
 * varying slowest). A row keeps what was entered for the same combination; a combination that is new
 * takes the price and stock of the old row it extends or narrows (adding 尺寸 to 颜色 keeps each
 * colour's price), the closest match first.
 */
export function rebuildSkus(prev: TListingMatrix, next: readonly TListingSpec[]): TSkuRow[] {
  const prevActive = activeSpecs(prev.specs);
  const nextActive = activeSpecs(next);
  const exact = new Map(prev.skus.map((row) => [comboKey(row.values), row]));
  const old = prev.skus.map((row) => ({ row, named: namedValues(prevActive, row.values) }));
  return specCombinations(nextActive).map((values) => {
    const same = exact.get(comboKey(values));
    if (same && prevActive.length === nextActive.length) return { ...same, values };
    const named = namedValues(nextActive, values);
    let best: { row: TSkuRow; shared: number } | null = null;
    for (const candidate of old) {
      let shared = 0;
      let isCompatible = true;
      for (const [name, value] of named) {
        const theirs = candidate.named.get(name);
        if (theirs === undefined) continue;
        if (theirs !== value) {
          isCompatible = false;
          break;
        }
        shared += 1;
      }
      if (isCompatible && shared > 0 && (!best || shared > best.shared)) best = { row: candidate.row, shared };
    }
    // Only the row of the very same combination keeps the live SKU's id and its 商家编码.
    return best
      ? { values, price: best.row.price, stock: best.row.stock, code: '', id: null }
      : { values, price: null, stock: null, code: '', id: null };
  });
}

/** The matrix after the specs change: the specs, and the rows rebuilt from the old ones. */
export function withSpecs(prev: TListingMatrix, specs: TListingSpec[]): TListingMatrix {
  return { specs, skus: rebuildSkus(prev, specs) };
}

/** 批量填充: the price and/or stock given (null: leave as is) on every row `canFill` allows (all unless told). */
export function fillSkus(
  rows: readonly TSkuRow[],
  fill: { price: number | null; stock: number | null },
  canFill: (row: TSkuRow) => boolean = () => true,
): TSkuRow[] {
  return rows.map((row) =>
    canFill(row)
      ? {
          ...row,
          ...(fill.price === null ? {} : { price: fill.price }),
          ...(fill.stock === null ? {} : { stock: fill.stock }),
        }
      : row,
  );
}

/** The pictures with the one at `index` moved a place left (-1) or right (+1); the first is the 主图. */
export function moveImage(images: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (index < 0 || index >= images.length || to < 0 || to >= images.length) return [...images];
  const next = [...images];
  [next[index], next[to]] = [next[to] as string, next[index] as string];
  return next;
}

/** The name a dimension gets when added: 规格2, 规格3. */
export function addSpec(matrix: TListingMatrix): TListingMatrix {
  if (matrix.specs.length >= LISTING_SPECS_MAX) return matrix;
  return withSpecs(matrix, [...matrix.specs, { name: '', values: [] }]);
}

/** A value added to the dimension at `index` (trimmed; refused when empty, a duplicate, or holding /). */
export function addSpecValue(matrix: TListingMatrix, index: number, raw: string): TListingMatrix | string {
  const value = raw.trim();
  const spec = matrix.specs[index];
  if (!spec) return matrix;
  if (!value) return '请输入规格值';
  if (value.includes('/')) return '规格值不能含有「/」';
  if (spec.values.includes(value)) return `规格值「${value}」已存在`;
  const specs = matrix.specs.map((s, i) => (i === index ? { ...s, values: [...s.values, value] } : s));
  const count = specs.reduce((n, s) => n * Math.max(1, s.values.length), 1);
  if (count > LISTING_SKUS_MAX) return `SKU最多${LISTING_SKUS_MAX}个，请减少规格值`;
  return withSpecs(matrix, specs);
}

export function removeSpecValue(matrix: TListingMatrix, index: number, value: string): TListingMatrix {
  const specs = matrix.specs.map((s, i) => (i === index ? { ...s, values: s.values.filter((v) => v !== value) } : s));
  return withSpecs(matrix, specs);
}

export function removeSpec(matrix: TListingMatrix, index: number): TListingMatrix {
  return withSpecs(
    matrix,
    matrix.specs.filter((_, i) => i !== index),
  );
}

/** A renamed dimension: the rows stay as they are (their values do not change). */
export function renameSpec(matrix: TListingMatrix, index: number, name: string): TListingMatrix {
  return { ...matrix, specs: matrix.specs.map((s, i) => (i === index ? { ...s, name } : s)) };
}

/** One row's entries, edited. */
export function editSku(matrix: TListingMatrix, row: number, patch: Partial<Omit<TSkuRow, 'values' | 'id'>>) {
  return { ...matrix, skus: matrix.skus.map((r, i) => (i === row ? { ...r, ...patch } : r)) };
}

/** What is wrong with the matrix, first found (the spec, then the row), in the editor's words; null when fine. */
export function matrixProblem(matrix: TListingMatrix): string | null {
  if (matrix.specs.length === 0) return '请至少添加1个规格';
  for (const [i, spec] of matrix.specs.entries()) {
    if (!spec.name.trim()) return `请填写第${i + 1}个规格的名称`;
    if (spec.values.length === 0) return `请为规格「${spec.name.trim()}」添加至少1个值`;
  }
  const names = matrix.specs.map((s) => s.name.trim());
  if (new Set(names).size !== names.length) return '规格名不能重复';
  const code = new RegExp(LISTING_SKU_CODE_PATTERN);
  for (const row of matrix.skus) {
    const what = `SKU「${comboText(row.values)}」`;
    if (row.price === null || !(row.price >= 0.01)) return `请填写${what}的价格`;
    if (row.stock === null || !Number.isInteger(row.stock) || row.stock < 0) return `请填写${what}的库存`;
    if (row.stock > LISTING_STOCK_MAX) return `${what}的库存最多${LISTING_STOCK_MAX}件`;
    if (row.code.trim() && !code.test(row.code.trim())) return `${what}的商家编码为1到32位字母、数字、-或_`;
  }
  return null;
}

/** The payload of add / update: the form as the contract's ZListingInput reads it. */
export function listingPayload(values: TListingFormValues): TListingInput {
  const subtitle = values.subtitle.trim();
  return {
    categoryId: values.category.at(-1) ?? 0,
    title: values.title.trim(),
    ...(subtitle ? { subtitle } : {}),
    brand: values.brand.trim(),
    images: values.images,
    detailHtml: values.detailHtml,
    facets: {
      protocols: values.protocols,
      ecosystems: values.ecosystems,
      hubRequired: values.hubRequired,
      certifications: values.certifications,
      power: values.power,
    },
    specs: values.matrix.specs.map((s) => ({ name: s.name.trim(), values: s.values })),
    skus: values.matrix.skus.map((row) => ({
      values: row.values,
      price: row.price ?? 0,
      stock: row.stock ?? 0,
      ...(row.code.trim() ? { code: row.code.trim() } : {}),
    })),
    weightGrams: values.weightGrams ?? null,
  };
}

/** The form of stored content; `categoryPath` is the cascader's path of the category (from the tree). */
export function listingFormValues(content: TListingContent, categoryPath: number[]): TListingFormValues {
  return {
    category: categoryPath.length ? categoryPath : [content.categoryId],
    title: content.title,
    subtitle: content.subtitle,
    brand: content.brand,
    images: content.images,
    protocols: content.facets.protocols,
    ecosystems: content.facets.ecosystems,
    hubRequired: content.facets.hubRequired,
    certifications: content.facets.certifications,
    power: content.facets.power,
    matrix: {
      specs: content.specs.map((s) => ({ name: s.name, values: [...s.values] })),
      skus: content.skus.map((s) => ({
        values: s.values,
        price: s.price,
        stock: s.stock,
        code: s.code ?? '',
        id: s.id,
      })),
    },
    weightGrams: content.weightGrams,
    detailHtml: content.detailHtml,
  };
}

/** What the editor shows and edits of a product: its revision's content when it has one. */
export function editedContent(detail: TListingDetail): TListingContent {
  return detail.revision?.content ?? detail.content;
}

/**
 * What an approved product's edit may not change: its live dimensions (name, order, existence) and
 * their values (a SKU buyers may hold). Empty for a product never approved.
 */
export interface TSpecLocks {
  /** The live dimensions, by position. */
  specs: TListingSpec[];
}

export function specLocks(detail: TListingDetail | null): TSpecLocks {
  if (!detail || !isApprovedState(detail.state)) return { specs: [] };
  return { specs: detail.content.specs };
}

export function isSpecLocked(locks: TSpecLocks, index: number): boolean {
  return index < locks.specs.length;
}

/**
 * Whether a row is a live SKU of an approved product: its price and stock move by the list's
 * 修改价格 and 调整库存 at once, never by a revision (the server keeps them).
 */
export function isSkuLive(locks: TSpecLocks, row: TSkuRow): boolean {
  return locks.specs.length > 0 && row.id !== null;
}

export function isValueLocked(locks: TSpecLocks, index: number, value: string): boolean {
  return locks.specs[index]?.values.includes(value) ?? false;
}

/** Whether dimensions may be added: not to a live product (every live SKU would lose its combination). */
export function canAddSpec(locks: TSpecLocks, matrix: TListingMatrix): boolean {
  return locks.specs.length === 0 && matrix.specs.length < LISTING_SPECS_MAX;
}

/** The editor's own moves of a product in a state: save, submit, withdraw. */
export function editorActions(detail: TListingDetail | null): {
  canSave: boolean;
  canSubmit: boolean;
  canWithdraw: boolean;
  isRevision: boolean;
} {
  if (!detail) return { canSave: true, canSubmit: true, canWithdraw: false, isRevision: false };
  const isRevision = isApprovedState(detail.state);
  const isPending = isRevision
    ? detail.revision?.state === REVISION_STATE.PENDING
    : detail.state === PRODUCT_STATE.PENDING;
  return { canSave: !isPending, canSubmit: !isPending, canWithdraw: isPending, isRevision };
}

/** How a product's state reads, with the operator's reason where there is one. */
export function stateText(
  state: TProductState,
  reason: string | null,
): { text: string; reason: string | null; label: string } {
  const label = state === PRODUCT_STATE.TAKEN_DOWN ? '平台下架原因' : '驳回原因';
  return { text: PRODUCT_STATE_TEXT[state], reason, label };
}

/** The antd Form field that a 407/409's `field` (the payload's dotted path) belongs to, if any. */
export function formFieldOf(field: string | undefined): keyof TListingFormValues | null {
  if (!field) return null;
  const [head, sub] = field.split('.');
  if (head === 'categoryId') return 'category';
  if (head === 'specs' || head === 'skus') return 'matrix';
  if (head === 'facets') {
    const known = ['protocols', 'ecosystems', 'hubRequired', 'certifications', 'power'] as const;
    return known.find((k) => k === sub) ?? null;
  }
  const top = ['title', 'subtitle', 'brand', 'images', 'weightGrams', 'detailHtml'] as const;
  return top.find((k) => k === head) ?? null;
}

/** The import template: the header row of the CSV's columns, UTF-8 with a BOM (Excel reads it so). */
export function listingCsvTemplate(): string {
  return `\uFEFF${LISTING_CSV_COLUMNS.join(',')}\r\n`;
}
