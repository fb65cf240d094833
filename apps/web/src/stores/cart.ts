import { create } from 'zustand';

/** Client-side cart badge. The cart itself is server state (a later issue); sign-out empties this. */
interface TCartState {
  /** Spec §3: the cart count is the sum of all numbers. */
  count: number;
  setCount: (count: number) => void;
  clear: () => void;
}

export const useCart = create<TCartState>()((set) => ({
  count: 0,
  setCount: (count) => set({ count: Math.max(0, count) }),
  clear: () => set({ count: 0 }),
}));
