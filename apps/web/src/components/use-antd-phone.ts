import { Grid } from 'antd';

/**
 * Whether an antd page is on a phone (DESIGN.md §4): one of antd's breakpoints below `md` matches.
 * Where no media query answers at all (jsdom in the component tests, the first render before antd
 * has measured), neither matches and the page keeps its desktop layout. The first screens, which
 * load no antd, use `usePhone()` (lib/use-phone.ts) instead. Not in lib/: everything there joins the first screens' shared chunk (vite.config.ts), which must not import antd.
 */
export function useAntdPhone(): boolean {
  const { xs, sm, md } = Grid.useBreakpoint();
  return !md && Boolean(xs || sm);
}
