import type { TOrderFilterKey } from '@mall/contract';
import { ORDER_FILTERS } from '@mall/contract/wire';
import { create } from 'zustand';

/**
 * The order-list status filter (spec §2 orders menu, §4 order list tabs). The order list's URL holds
 * the tab (`/user/order?status=nopay`), so a reload, 返回 or a shared link keep it; the page writes
 * the URL's tab here, and the orders menu sets it, then opens the list at that tab.
 */
interface TOrderFilterState {
  filter: TOrderFilterKey;
  setFilter: (filter: TOrderFilterKey) => void;
  /** The page each tab was left at: a tab picked again opens there (the list remounts with its URL). */
  pages: Partial<Record<TOrderFilterKey, number>>;
  setPage: (filter: TOrderFilterKey, page: number) => void;
}

export const useOrderFilter = create<TOrderFilterState>()((set) => ({
  filter: 'list',
  setFilter: (filter) => set({ filter }),
  pages: {},
  setPage: (filter, page) => set((s) => ({ pages: { ...s.pages, [filter]: page } })),
}));

/** The order list's query parameter naming the tab. */
export const ORDER_TAB_PARAM = 'status';

/** The tab a `status` parameter names; none or an unknown one is 全部订单. */
export function orderFilterFromParam(value: string | null | undefined): TOrderFilterKey {
  return ORDER_FILTERS.find((f) => f.key === value)?.key ?? 'list';
}

/** The order list at a tab: `/user/order` for 全部订单, else `/user/order?status=<tab>`. */
export function orderListPath(filter: TOrderFilterKey): string {
  return filter === 'list' ? '/user/order' : `/user/order?${ORDER_TAB_PARAM}=${filter}`;
}
