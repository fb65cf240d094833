import { Outlet, useLocation } from 'react-router';
import { Elevator } from './elevator';
import { Navbar } from './navbar';
import { SiteFooter } from './site-footer';

/** Navbar, main area, elevator and footer (spec §2). The main area re-renders when the full path changes. */
export function ShellLayout() {
  const { pathname, search } = useLocation();
  return (
    <div className="shell">
      <Navbar />
      <main className="shell-main" key={pathname + search}>
        <Outlet />
      </main>
      <Elevator />
      <SiteFooter />
    </div>
  );
}
