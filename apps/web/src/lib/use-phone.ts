import { useSyncExternalStore } from 'react';

/**
 * The phone layout's breakpoint: below Ant Design's `md` (768 px). CSS uses the same number,
 * `@media (max-width: 767px)` (DESIGN.md §4); antd pages ask `Grid.useBreakpoint()` (`!screens.md`).
 */
export const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneNow = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * Whether the screen is phone-sized, for the first screens that cannot load antd's Grid. Only for
 * what CSS cannot do (render a bottom sheet instead of an inline row); layout itself is media queries.
 */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
