import { Grid } from 'antd';
import { PHONE_QUERY } from '../lib/use-phone';

/** The media query's answer now, where there is one (not in jsdom). */
function isPhoneNow(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches
  );
}

/**
 * Whether an antd page is on a phone (DESIGN.md §4): one of antd's breakpoints below `md` matches.
 * Before antd has measured (a page's first render: every breakpoint undefined) the media query itself
 * answers, so a phone's first frame already has the phone theme and layout (no 32 → 44 px jump a frame
 * later, no desktop layout flashing by). Where no media query answers at all (jsdom in the component
 * tests) the page keeps its desktop layout. The first screens, which load no antd, use `usePhone()`
 * (lib/use-phone.ts) instead. Not in lib/: everything there joins the first screens' shared chunk
 * (vite.config.ts), which must not import antd.
 */
export function useAntdPhone(): boolean {
  const { xs, sm, md } = Grid.useBreakpoint();
  if (xs === undefined && sm === undefined && md === undefined) return isPhoneNow();
  return !md && Boolean(xs || sm);
}
