import { lazy } from 'react';
import { ShellLayout } from '../components/layouts/shell-layout';
import { useCartCount } from '../features/cart/api/get-cart';
import { useNavigation } from '../features/catalogue/api/get-navigation';
import { useUnreadCount } from '../features/message/api/get-unread-count';
import { useRouteHandle } from './use-route-handle';

/** The phone's category drawer content: its code loads when the drawer first opens. */
const CategoryPanel = lazy(() => import('../features/catalogue/components/category-panel'));
/** The customer-service panel (antd inside): its code loads when the elevator's 客服 is first pressed. */
const ServicePanel = lazy(() => import('./service-panel'));

/**
 * The shell of every in-site page, composed here because its data belongs to features: the cart
 * count for the badges (from the cart query), the unread messages (a message call, only when logged in), the navigation menu (a catalogue call) and the
 * phone's category drawer. The layout itself (components/layouts) stays free of features. Deep
 * imports on purpose (app/ may): the first screen loads this chunk, and a feature's index.ts brings
 * every module it re-exports along (the cart's would add the settlement helpers, the catalogue's
 * the product card and its styles).
 */
export function AppShell() {
  return (
    <ShellLayout
      cartCount={useCartCount()}
      unreadCount={useUnreadCount()}
      navigation={useNavigation()}
      CategoryPanel={CategoryPanel}
      ServicePanel={ServicePanel}
      ownsPhoneBar={useRouteHandle()?.ownsPhoneBar ?? false}
    />
  );
}
