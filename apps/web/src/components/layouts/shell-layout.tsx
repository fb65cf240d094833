import { type ComponentType, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cx } from '../ui/cx';
import { Drawer } from '../ui/drawer';
import { Skeleton } from '../ui/skeleton';
import { Elevator } from './elevator';
import { Navbar, type TNavbarProps } from './navbar';
import { SiteFooter } from './site-footer';
import { TabBar } from './tab-bar';

export interface TShellLayoutProps extends Omit<TNavbarProps, 'onCategories'> {
  /** The category drawer's content (a catalogue component, loaded when the drawer first opens). */
  CategoryPanel: ComponentType<{ onPick: () => void }>;
  /** The page draws its own fixed bar at the bottom of a phone screen (buy bar, submit bar): no tab bar. */
  ownsPhoneBar: boolean;
  /** The customer-service panel (hotline, hours, the 客服 form): its code loads when 客服 is first pressed. */
  ServicePanel: ComponentType<{ open: boolean; onClose: () => void }>;
}

/**
 * Navbar, main area, elevator and footer (spec §2); on a phone (below 768 px, DESIGN.md §4) a
 * compact header, the bottom tab bar and the category drawer instead of the top bar, the menu row
 * and the elevator. The main area re-renders when the full path changes. The features' data it
 * shows (cart count, menu, categories) comes in from the app shell (app/shell.tsx).
 */
export function ShellLayout({
  cartCount,
  unreadCount,
  navigation,
  CategoryPanel,
  ServicePanel,
  ownsPhoneBar,
}: TShellLayoutProps) {
  const { pathname, search } = useLocation();
  const [isCategoriesOpen, setCategoriesOpen] = useState(false);
  const openCategories = () => setCategoriesOpen(true);
  const closeCategories = () => setCategoriesOpen(false);
  // null until 客服 is first pressed: the panel's code (and antd) stay out of the first screens.
  const [isServiceOpen, setServiceOpen] = useState<boolean | null>(null);
  return (
    <div className={cx('shell', ownsPhoneBar ? 'shell-own-bar' : 'shell-tabbed')}>
      <Navbar cartCount={cartCount} unreadCount={unreadCount} navigation={navigation} onCategories={openCategories} />
      <main className="shell-main" key={pathname + search}>
        <Outlet />
      </main>
      <Elevator cartCount={cartCount} unreadCount={unreadCount} onService={() => setServiceOpen(true)} />
      {isServiceOpen === null ? null : (
        <Suspense fallback={null}>
          <ServicePanel open={isServiceOpen} onClose={() => setServiceOpen(false)} />
        </Suspense>
      )}
      <SiteFooter />
      {ownsPhoneBar ? null : (
        <TabBar
          cartCount={cartCount}
          unreadCount={unreadCount}
          onCategories={openCategories}
          isCategoriesOpen={isCategoriesOpen}
        />
      )}
      <Drawer open={isCategoriesOpen} onClose={closeCategories} title="商品分类" data-testid="category-drawer">
        <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 10 }} />}>
          <CategoryPanel onPick={closeCategories} />
        </Suspense>
      </Drawer>
    </div>
  );
}
