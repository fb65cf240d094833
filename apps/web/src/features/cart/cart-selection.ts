import type { TCartGroup, TCartItem } from '@mall/contract';
import { CART_ITEM_STATUS, fenToYuan, yuanToFen } from '@mall/contract/wire';

/**
 * Which cart entries are checked for settlement. The check is client state (spec §3 gives each entry
 * and group a `check`; the server's value is only the starting point). `known` remembers which
 * entries the buyer has already seen, so an entry that appears later (added in another tab) starts
 * from its own `check` while the buyer's choices for the others stay.
 */
export interface TCartSelection {
  checked: ReadonlySet<number>;
  known: ReadonlySet<number>;
}

/** Only an entry on sale and in stock for its number can be checked and settled. */
export function isBuyable(item: TCartItem): boolean {
  return item.status === CART_ITEM_STATUS.OK;
}

function allItems(groups: readonly TCartGroup[]): TCartItem[] {
  return groups.flatMap((g) => g.productList);
}

/**
 * The checked entry ids for the cart as it is now: the buyer's choices (state) for entries already
 * seen, the server's `check` for new ones, and never an entry that cannot be bought.
 */
export function effectiveChecked(selection: TCartSelection | null, groups: readonly TCartGroup[]): Set<number> {
  const checked = new Set<number>();
  for (const item of allItems(groups)) {
    if (!isBuyable(item)) continue;
    const isSeen = selection?.known.has(item.id) ?? false;
    if (isSeen ? selection?.checked.has(item.id) : item.check) checked.add(item.id);
  }
  return checked;
}

/** The state to keep after the buyer changed the checks: every current entry counts as seen. */
export function selectionOf(groups: readonly TCartGroup[], checked: ReadonlySet<number>): TCartSelection {
  return { checked: new Set(checked), known: new Set(allItems(groups).map((i) => i.id)) };
}

export interface TCheckState {
  isChecked: boolean;
  isIndeterminate: boolean;
  /** Nothing in it can be bought. */
  isDisabled: boolean;
}

function checkStateOf(items: readonly TCartItem[], checked: ReadonlySet<number>): TCheckState {
  const buyable = items.filter(isBuyable);
  const count = buyable.filter((i) => checked.has(i.id)).length;
  return {
    isChecked: buyable.length > 0 && count === buyable.length,
    isIndeterminate: count > 0 && count < buyable.length,
    isDisabled: buyable.length === 0,
  };
}

/** The seller's check box: all its buyable entries checked, some, or none. */
export function groupCheckState(group: TCartGroup, checked: ReadonlySet<number>): TCheckState {
  return checkStateOf(group.productList, checked);
}

/** The 全选 box over the whole cart. */
export function allCheckState(groups: readonly TCartGroup[], checked: ReadonlySet<number>): TCheckState {
  return checkStateOf(allItems(groups), checked);
}

function withItems(checked: ReadonlySet<number>, items: readonly TCartItem[], on: boolean): Set<number> {
  const next = new Set(checked);
  for (const item of items) {
    if (on && isBuyable(item)) next.add(item.id);
    else next.delete(item.id);
  }
  return next;
}

export function toggleItem(checked: ReadonlySet<number>, item: TCartItem, on: boolean): Set<number> {
  return withItems(checked, [item], on);
}

export function toggleGroup(checked: ReadonlySet<number>, group: TCartGroup, on: boolean): Set<number> {
  return withItems(checked, group.productList, on);
}

export function toggleAll(checked: ReadonlySet<number>, groups: readonly TCartGroup[], on: boolean): Set<number> {
  return withItems(checked, allItems(groups), on);
}

/** The checked entries, in cart order. */
export function checkedItems(groups: readonly TCartGroup[], checked: ReadonlySet<number>): TCartItem[] {
  return allItems(groups).filter((i) => checked.has(i.id) && isBuyable(i));
}

/** price × number of one line, in yuan, computed in fen (no float drift). */
export function lineAmount(line: { price: number; number: number }): number {
  return fenToYuan(yuanToFen(line.price) * line.number);
}

export interface TTotals {
  /** Spec §3: the goods count is the sum of numbers. */
  count: number;
  /** How many lines. */
  lines: number;
  /** Sum of price × number in yuan; show it with `formatYuan`. */
  amount: number;
}

/** Count and amount of some lines; money is summed as integer fen (STYLE.md rule 12). */
export function totalsOf(lines: readonly { price: number; number: number }[]): TTotals {
  let fen = 0;
  let count = 0;
  for (const line of lines) {
    fen += yuanToFen(line.price) * line.number;
    count += line.number;
  }
  return { count, lines: lines.length, amount: fenToYuan(fen) };
}

/** Every entry id of the cart (the 删除 of a whole cart, the entries count of the head). */
export function cartItemIds(groups: readonly TCartGroup[]): number[] {
  return allItems(groups).map((i) => i.id);
}
