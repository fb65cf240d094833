import { create } from 'zustand';

/** Open state of the global login modal (spec §2), opened by the request client on 528. */
interface TLoginModalState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

export const useLoginModal = create<TLoginModalState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
