import type { TOrderFilterKey } from '@mall/contract';
import { create } from 'zustand';

/** The order-list status filter (spec §2 orders menu, §4 order list tabs). */
interface TOrderFilterState {
  filter: TOrderFilterKey;
  setFilter: (filter: TOrderFilterKey) => void;
}

export const useOrderFilter = create<TOrderFilterState>()((set) => ({
  filter: 'list',
  setFilter: (filter) => set({ filter }),
}));
