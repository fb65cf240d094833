import { create } from 'zustand';

/**
 * Open state of the global login modal (spec §2), opened by the request client on 528 and by buttons
 * a guest pressed; such a button passes what it was about to do, done once the login succeeds.
 */
interface TLoginModalState {
  isOpen: boolean;
  /** Opened at least once: the modal (and antd) has been loaded and stays mounted. */
  wasOpened: boolean;
  /** What the buyer started before being asked to log in (加入购物车, 立即购买…). */
  pending: (() => void) | null;
  open: (then?: () => void) => void;
  /** Closed without logging in: the started action is dropped. */
  close: () => void;
  /** Hidden while a login completes; the started action waits for `succeed`. */
  hide: () => void;
  /** Logged in: closes and finishes the started action. */
  succeed: () => void;
}

export const useLoginModal = create<TLoginModalState>()((set, get) => ({
  isOpen: false,
  wasOpened: false,
  pending: null,
  open: (then) => set({ isOpen: true, wasOpened: true, pending: then ?? null }),
  close: () => set({ isOpen: false, pending: null }),
  hide: () => set({ isOpen: false }),
  succeed: () => {
    const then = get().pending;
    set({ isOpen: false, pending: null });
    then?.();
  },
}));
