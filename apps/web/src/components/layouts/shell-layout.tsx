import { Outlet, useLocation } from 'react-router';
import { Elevator } from './elevator';
import { Navbar, type TNavbarProps } from './navbar';
import { SiteFooter } from './site-footer';

/**
 * Navbar, main area, elevator and footer (spec §2). The main area re-renders when the full path
 * changes. The features' data it shows (cart count, menu) comes in from the app shell (app/shell.tsx).
 */
export function ShellLayout({ cartCount, navigation }: TNavbarProps) {
  const { pathname, search } = useLocation();
  return (
    <div className="shell">
      <Navbar cartCount={cartCount} navigation={navigation} />
      <main className="shell-main" key={pathname + search}>
        <Outlet />
      </main>
      <Elevator cartCount={cartCount} />
      <SiteFooter />
    </div>
  );
}
