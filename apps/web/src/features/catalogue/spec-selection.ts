import type { TSpecGroup, TStandard } from '@mall/contract';

/**
 * Spec selection of the product detail page. A product has spec groups (颜色, 版本, …) and standards
 * (SKUs), each one combination of values with its own price and stock. The selection holds one value
 * or null per group, in the order of the groups.
 */
export type TSpecSelection = (string | null)[];

/** Where each group's value sits in a standard's `specs` (they follow `specNames`). */
export function specPositions(groups: readonly TSpecGroup[], specNames: readonly string[]): number[] {
  return groups.map((g, i) => {
    const at = specNames.indexOf(g.name);
    return at >= 0 ? at : i;
  });
}

/** Whether a standard agrees with every chosen value, leaving out group `skip`. */
function matches(standard: TStandard, selection: TSpecSelection, positions: readonly number[], skip = -1): boolean {
  return selection.every((value, g) => g === skip || value === null || standard.specs[positions[g]] === value);
}

/** The standards still possible with the values chosen so far. */
export function candidateStandards(
  standards: readonly TStandard[],
  selection: TSpecSelection,
  positions: readonly number[],
): TStandard[] {
  return standards.filter((s) => matches(s, selection, positions));
}

/** The standards having `value` in group `group` and agreeing with the values chosen in the other groups. */
function standardsWithValue(
  standards: readonly TStandard[],
  selection: TSpecSelection,
  positions: readonly number[],
  group: number,
  value: string,
): TStandard[] {
  return standards.filter((s) => s.specs[positions[group]] === value && matches(s, selection, positions, group));
}

/**
 * Whether `value` of group `group` can be chosen: some standard with that value, agreeing with the
 * values chosen in the other groups, has stock. A value with no such standard is shown disabled.
 */
export function isSpecValueAvailable(
  standards: readonly TStandard[],
  selection: TSpecSelection,
  positions: readonly number[],
  group: number,
  value: string,
): boolean {
  return standardsWithValue(standards, selection, positions, group, value).some((s) => s.stock > 0);
}

/**
 * Whether `value` of group `group` exists with the values chosen in the other groups but every such
 * standard is out of stock: the value is shown 已售罄 (a combination that does not exist is only disabled).
 */
export function isSpecValueSoldOut(
  standards: readonly TStandard[],
  selection: TSpecSelection,
  positions: readonly number[],
  group: number,
  value: string,
): boolean {
  const existing = standardsWithValue(standards, selection, positions, group, value);
  return existing.length > 0 && existing.every((s) => s.stock <= 0);
}

/** The standard of a complete selection, or null while a group has no value. */
export function selectedStandard(
  standards: readonly TStandard[],
  selection: TSpecSelection,
  positions: readonly number[],
): TStandard | null {
  if (selection.some((v) => v === null)) return null;
  // A product without spec groups is sold as its one standard.
  if (selection.length === 0) return standards.length === 1 ? standards[0] : null;
  return standards.find((s) => matches(s, selection, positions)) ?? null;
}

/**
 * The starting selection: groups with a single value are chosen already (nothing to decide), and so
 * is everything when the product has only one standard.
 */
export function initialSelection(
  groups: readonly TSpecGroup[],
  standards: readonly TStandard[],
  positions: readonly number[],
): TSpecSelection {
  if (standards.length === 1) return groups.map((_, g) => standards[0].specs[positions[g]] ?? null);
  return groups.map((g) => (g.values.length === 1 ? g.values[0] : null));
}

/**
 * Clicking a value: choosing it, or clearing it when it was chosen. Values chosen in other groups that
 * no longer make up an existing combination with it are cleared, so the selection never points at a
 * standard that does not exist.
 */
export function toggleSpecValue(
  standards: readonly TStandard[],
  selection: TSpecSelection,
  positions: readonly number[],
  group: number,
  value: string,
): TSpecSelection {
  if (selection[group] === value) return selection.map((v, g) => (g === group ? null : v));
  const next = selection.map((v, g) => (g === group ? value : v));
  if (candidateStandards(standards, next, positions).length > 0) return next;
  return next.map((v, g) => (g === group ? v : null));
}

export interface TPriceSummary {
  /** Lowest and highest price among the standards still possible. */
  min: number;
  max: number;
  /** Their summed stock. */
  stock: number;
}

/** Price range and stock of the standards still possible (the whole product before any choice). */
export function summarize(
  standards: readonly TStandard[],
  selection: TSpecSelection,
  positions: readonly number[],
): TPriceSummary | null {
  const list = candidateStandards(standards, selection, positions);
  if (list.length === 0) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  let stock = 0;
  for (const s of list) {
    min = Math.min(min, s.price);
    max = Math.max(max, s.price);
    stock += s.stock;
  }
  return { min, max, stock };
}

/** The standards of the detail answer with the stock of a fresher `getStocks` answer laid over them. */
export function withFreshStock(standards: readonly TStandard[], fresh: readonly TStandard[] | undefined): TStandard[] {
  if (!fresh?.length) return [...standards];
  const byId = new Map(fresh.map((s) => [s.id, s]));
  return standards.map((s) => {
    const f = byId.get(s.id);
    // The 限购 follows the stock (its default is a share of it) and the seller's latest setting.
    return f ? { ...s, stock: f.stock, price: f.price, sales: f.sales, purchaseLimit: f.purchaseLimit } : s;
  });
}

/** Keeps a wanted quantity within 1 … stock (1 when nothing is in stock, the input is disabled then). */
export function clampQuantity(quantity: number | null | undefined, stock: number): number {
  const max = Math.max(1, Math.floor(stock));
  const q = Math.floor(Number(quantity) || 1);
  return Math.min(Math.max(1, q), max);
}
