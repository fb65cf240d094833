import {
  AppstoreOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuOutlined,
  SettingOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ADMIN_ROLE_TEXT } from '@mall/contract/admin-wire';
import { Button, Drawer, Menu, type MenuProps, Spin, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { useAdminProfile, useAdminSession } from '../../../features/admin';
import { ADMIN_MENU_GROUPS, adminMenu, adminMenuKey, type TAdminMenuGroup, useAdminNav } from '../../admin-nav';
import './admin-layout.css';

export { requireAdminLogin } from '../../../features/admin';

const GROUP_ICONS: Record<TAdminMenuGroup, ReactNode> = {
  overview: <DashboardOutlined />,
  catalogue: <AppstoreOutlined />,
  seller: <ShopOutlined />,
  content: <FileTextOutlined />,
  marketing: <GiftOutlined />,
  service: <CustomerServiceOutlined />,
  system: <SettingOutlined />,
};

/**
 * The console's frame: the menu the admin's role sees, the admin and 退出. Without an admin session
 * it sends the admin to /admin/login; while the one-time password stands, to 修改密码 (every other call
 * answers 409 until then).
 */
export default function AdminLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = useAdminSession((s) => s.token);
  const signOut = useAdminSession((s) => s.signOut);
  const { data: profile, isError: isProfileFailed, refetch: refetchProfile } = useAdminProfile();
  const isPhone = useAntdPhone();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const title = useMatches()
    .map((m) => (m.handle as { title?: unknown } | undefined)?.title)
    .filter((t): t is string => typeof t === 'string')
    .at(-1);

  useEffect(() => {
    if (!token) navigate(`/admin/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [token, navigate, pathname, search]);
  useEffect(() => {
    if (profile?.mustChangePassword && pathname !== '/admin/password') navigate('/admin/password', { replace: true });
  }, [profile?.mustChangePassword, pathname, navigate]);
  // A link followed in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => setDrawerOpen(false), [pathname]);

  const entries = adminMenu(useAdminNav(), profile?.role);
  const selected = adminMenuKey(pathname, entries);
  const items: MenuProps['items'] = (Object.keys(ADMIN_MENU_GROUPS) as TAdminMenuGroup[]).flatMap((group) => {
    const children = entries.filter((e) => e.group === group);
    if (children.length === 0) return [];
    return [
      {
        key: `group:${group}`,
        type: 'group' as const,
        label: (
          <span className="admin-menu-group">
            {/* Decoration: an icon is no menu child (the menu role admits only items and groups). */}
            <span aria-hidden="true">{GROUP_ICONS[group]}</span> {ADMIN_MENU_GROUPS[group]}
          </span>
        ),
        children: children.map((e) => ({
          key: e.to,
          label: (
            <Link to={e.to} data-testid="admin-menu-link">
              {e.label}
            </Link>
          ),
        })),
      },
    ];
  });
  const menu = <Menu theme="dark" mode="inline" selectedKeys={[selected]} items={items} />;
  const who = profile ? (
    <span className="admin-header-who" data-testid="admin-who">
      <UserOutlined />
      {isPhone ? null : profile.username}
      <Tag color={profile.role === 'owner' ? 'gold' : 'blue'}>{ADMIN_ROLE_TEXT[profile.role]}</Tag>
    </span>
  ) : null;

  return (
    <div className={isPhone ? 'admin-layout is-phone' : 'admin-layout'}>
      {isPhone ? (
        <Drawer
          key="drawer"
          placement="left"
          open={isDrawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={240}
          className="admin-drawer-menu"
          title="智联商城 · 平台管理"
        >
          {menu}
        </Drawer>
      ) : (
        <aside key="sider" className="admin-sider">
          <Link to="/admin" className="admin-brand">
            智联商城 <small>平台管理</small>
          </Link>
          {menu}
        </aside>
      )}
      <div key="main" className="admin-main">
        <header className="admin-header">
          {isPhone ? (
            <Button type="text" icon={<MenuOutlined />} aria-label="菜单" onClick={() => setDrawerOpen(true)} />
          ) : null}
          <h1 className="admin-header-title">{title}</h1>
          {isPhone ? null : (
            <a href="/" target="_blank" rel="noopener">
              去商城
            </a>
          )}
          {who}
          <Link to="/admin/password" aria-label="修改密码">
            <Button type="text" icon={<KeyOutlined />}>
              {isPhone ? null : '修改密码'}
            </Button>
          </Link>
          <Button icon={<LogoutOutlined />} onClick={signOut} type="text" aria-label="退出">
            {isPhone ? null : '退出'}
          </Button>
        </header>
        <main key="content" className="admin-content">
          {isProfileFailed ? (
            <LoadFailed title="管理员信息加载失败" onRetry={() => refetchProfile()} />
          ) : // A page draws (and calls) only once the admin is known and past the one-time password:
          // otherwise its calls would answer 409 MUST_CHANGE_PASSWORD before the redirect.
          !profile || (profile.mustChangePassword && pathname !== '/admin/password') ? (
            <Spin style={{ display: 'block', margin: '48px auto' }} />
          ) : (
            <Outlet />
          )}
        </main>
      </div>
    </div>
  );
}
