import { create } from 'zustand';

/** Open state of the global login modal (spec §2), opened by the request client on 528. */
interface TLoginModalState {
  isOpen: boolean;
  /** Opened at least once: the modal (and antd) has been loaded and stays mounted. */
  wasOpened: boolean;
  open: () => void;
  close: () => void;
}

export const useLoginModal = create<TLoginModalState>()((set) => ({
  isOpen: false,
  wasOpened: false,
  open: () => set({ isOpen: true, wasOpened: true }),
  close: () => set({ isOpen: false }),
}));
