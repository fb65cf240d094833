import {
  AppstoreOutlined,
  CarOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  LogoutOutlined,
  MessageOutlined,
  ProfileOutlined,
  ShopOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { Alert, Avatar, Badge, Button, Menu, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useAntdPhone } from '../../../components/use-antd-phone';
import {
  useSellerChatSocket,
  useSellerChatUnread,
  useSellerProfile,
  useSellerSession,
  useWorkbenchSummary,
} from '../../../features/seller';
import { FirstPassword } from '../../../features/seller/components/first-password';

export { requireSellerLogin } from '../../../features/seller';

import { imageUrl } from '../../../lib/image-url';
import { usePageTitleStore } from '../../../stores/page-title';
import './seller-layout.css';

/** A summary figure, or the buyers' messages waiting in 客服消息 (its own call, polled and live). */
type TBadgeOf = 'toShip' | 'afterSalesWaiting' | 'openDemands' | 'unrepliedReviews' | 'lowStock' | 'chatUnread';

const MENU: { key: string; label: string; icon: ReactNode; badge?: TBadgeOf }[] = [
  { key: '/seller', label: '工作台', icon: <DashboardOutlined /> },
  { key: '/seller/order', label: '订单', icon: <ProfileOutlined />, badge: 'toShip' },
  { key: '/seller/chat', label: '客服消息', icon: <CommentOutlined />, badge: 'chatUnread' },
  { key: '/seller/after-sales', label: '售后', icon: <CustomerServiceOutlined />, badge: 'afterSalesWaiting' },
  { key: '/seller/procurement', label: '采购', icon: <ShoppingOutlined />, badge: 'openDemands' },
  { key: '/seller/review', label: '评价', icon: <MessageOutlined />, badge: 'unrepliedReviews' },
  { key: '/seller/product', label: '商品', icon: <AppstoreOutlined />, badge: 'lowStock' },
  { key: '/seller/coupon', label: '营销', icon: <GiftOutlined /> },
  { key: '/seller/freight', label: '运费', icon: <CarOutlined /> },
  { key: '/seller/return-address', label: '退货地址', icon: <EnvironmentOutlined /> },
];

/** The menu entry of a path: the longest key that prefixes it (/seller/order/detail → 订单). */
export function sellerMenuKey(pathname: string): string {
  const hits = MENU.filter((m) => pathname === m.key || pathname.startsWith(`${m.key}/`));
  return hits.sort((a, b) => b.key.length - a.key.length)[0]?.key ?? '/seller';
}

/**
 * The workbench's frame: menu with what waits (badges from the summary), the shop and 退出. Without
 * a seller session (none stored, or the server said 528) it sends the seller to /seller/login.
 */
export default function SellerLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = useSellerSession((s) => s.token);
  const signOut = useSellerSession((s) => s.signOut);
  const profileQuery = useSellerProfile();
  const profile = profileQuery.data;
  // An approved applicant's first visit: nothing but the password change answers until it is done.
  const mustChangePassword = profile?.mustChangePassword === true;
  const isReady = profile !== undefined && !mustChangePassword;
  const { data: summary } = useWorkbenchSummary(isReady);
  const { data: chatUnread } = useSellerChatUnread(isReady);
  // One socket for the whole workbench: the badge is live on every page, the inbox reads its state.
  useSellerChatSocket(isReady);
  const isPhone = useAntdPhone();
  const selected = sellerMenuKey(pathname);
  // A page's own title (编辑商品 on the editor opened with an id) wins over its route's.
  const pageTitle = usePageTitleStore((s) => s.title);
  const routeTitle = useMatches()
    .map((m) => (m.handle as { title?: unknown } | undefined)?.title)
    .filter((t): t is string => typeof t === 'string')
    .at(-1);
  const title = pageTitle ?? routeTitle;

  useEffect(() => {
    if (!token) navigate(`/seller/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [token, navigate, pathname, search]);

  const count = (badge?: TBadgeOf) =>
    badge === 'chatUnread' ? (chatUnread?.unread ?? 0) : badge && summary ? summary[badge] : 0;
  const badgeTestId = (badge?: TBadgeOf) => (badge === 'chatUnread' ? 'seller-chat-menu-badge' : undefined);
  const shop = (
    <span className="seller-header-shop">
      <Avatar
        size={28}
        src={profile?.shopLogo ? imageUrl(profile.shopLogo, '86') : undefined}
        icon={<ShopOutlined />}
        // Beside the shop's name the logo is decoration; on a phone, without the name, it names the shop.
        alt={isPhone ? (profile?.shopName ?? '店铺标志') : ''}
      />
      {isPhone ? null : <span data-testid="seller-shop-name">{profile?.shopName ?? ''}</span>}
    </span>
  );
  const exit = (
    <Button icon={<LogoutOutlined />} onClick={signOut} type="text">
      退出
    </Button>
  );

  const menu = isPhone ? (
    <nav key="menu" className="seller-phone-menu" aria-label="商家菜单">
      {MENU.map(({ key, label, icon, badge }) => (
        <Link
          key={key}
          to={key}
          className={key === selected ? 'seller-phone-entry is-on' : 'seller-phone-entry'}
          aria-current={key === selected ? 'page' : undefined}
        >
          {icon}
          <span>{label}</span>
          {count(badge) > 0 ? (
            <Badge count={count(badge)} size="small" overflowCount={99} data-testid={badgeTestId(badge)} />
          ) : null}
        </Link>
      ))}
    </nav>
  ) : null;

  // One tree for both widths: the page (the keyed <main>) keeps its state, an open dialog and a
  // half-typed form, when a phone is turned or a window crosses the breakpoint.
  return (
    <div className={isPhone ? 'seller-layout is-phone' : 'seller-layout'}>
      {isPhone ? null : (
        <aside key="sider" className="seller-sider">
          <Link to="/seller" className="seller-brand">
            智联商城 <small>商家中心</small>
          </Link>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[selected]}
            // Each entry is a real link (middle-click and 在新标签页中打开 work); the router takes a plain click.
            items={MENU.map(({ key, label, icon, badge }) => ({
              key,
              icon,
              label: (
                <Link to={key} data-testid="seller-menu-link">
                  {label}
                  {count(badge) > 0 ? (
                    <Badge
                      className="seller-menu-badge"
                      count={count(badge)}
                      size="small"
                      overflowCount={99}
                      data-testid={badgeTestId(badge)}
                    />
                  ) : null}
                </Link>
              ),
            }))}
          />
        </aside>
      )}
      <div key="main" className="seller-main">
        <header className="seller-header">
          {isPhone ? shop : null}
          <h1 className="seller-header-title">{isPhone ? (profile?.shopName ?? title) : title}</h1>
          {isPhone ? null : (
            <a href="/" target="_blank" rel="noopener">
              去商城
            </a>
          )}
          {isPhone ? null : shop}
          {exit}
        </header>
        {menu}
        <main key="content" className="seller-content">
          {profile?.suspendReason ? (
            <Alert
              type="error"
              showIcon
              banner
              style={{ marginBottom: 16 }}
              title="店铺已被平台暂停经营"
              description={`原因：${profile.suspendReason}。您的商品已全部下架，已支付的订单请照常发货；如有疑问请联系平台客服。`}
              data-testid="seller-suspended-banner"
            />
          ) : null}
          {mustChangePassword ? (
            <FirstPassword />
          ) : profile || profileQuery.isError ? (
            <Outlet />
          ) : (
            <Spin style={{ display: 'block', margin: '48px auto' }} />
          )}
        </main>
      </div>
    </div>
  );
}
