import {
  AuditOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FormOutlined,
  GiftOutlined,
  HeartOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  LockOutlined,
  MessageOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { MEMBER_TAB_TEXT, MEMBER_TABS, memberTabPath, type TMemberTab } from '@mall/contract/wire';
import { Avatar, Badge, Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { USER_SIDEBAR_WIDTH } from '../../config/site';
import { imageUrl } from '../../lib/image-url';
import { useSession } from '../../stores/session';
import { useAntdPhone } from '../use-antd-phone';
import './user-layout.css';

const MEMBER_ICONS: Record<TMemberTab, ReactNode> = {
  favorite: <HeartOutlined />,
  footprint: <HistoryOutlined />,
  message: <MessageOutlined />,
  feedback: <FormOutlined />,
  service: <CustomerServiceOutlined />,
  invoice: <AuditOutlined />,
  privacy: <SafetyCertificateOutlined />,
};

const MENU: { key: string; label: string; icon: ReactNode }[] = [
  { key: '/user/center', label: '账户中心', icon: <UserOutlined /> },
  { key: '/user/order', label: '我的订单', icon: <ProfileOutlined /> },
  { key: '/user/chat', label: '我的会话', icon: <CommentOutlined /> },
  { key: '/user/address', label: '收货地址', icon: <EnvironmentOutlined /> },
  { key: '/user/info', label: '个人信息', icon: <IdcardOutlined /> },
  { key: '/user/editPwd', label: '修改密码', icon: <LockOutlined /> },
  { key: '/user/aicoin', label: '我的AI币', icon: <WalletOutlined /> },
  { key: '/user/plan', label: '我的方案', icon: <FileTextOutlined /> },
  { key: '/user/coupons', label: '优惠券', icon: <GiftOutlined /> },
  { key: '/user/home', label: '我的家', icon: <HomeOutlined /> },
  { key: '/user/procurement', label: '我的采购', icon: <ShoppingOutlined /> },
  // The member corner: one page (会员服务, spec §2 Developing) with a tab each.
  ...MEMBER_TABS.map((tab) => ({ key: memberTabPath(tab), label: MEMBER_TAB_TEXT[tab], icon: MEMBER_ICONS[tab] })),
];

/**
 * The menu entry of a path: the longest key that prefixes it (/user/aicoin/buy → 我的AI币); on the
 * member corner's page, its tab's entry (`?tab=`, 我的收藏 when none or an unknown one).
 */
function selectedKey(pathname: string, search: string): string {
  if (pathname === '/user/develop') {
    const tab = new URLSearchParams(search).get('tab');
    return memberTabPath(MEMBER_TABS.find((t) => t === tab) ?? 'favorite');
  }
  const hits = MENU.filter((m) => pathname === m.key || pathname.startsWith(`${m.key}/`));
  return hits.sort((a, b) => b.key.length - a.key.length)[0]?.key ?? '/user/develop';
}

/**
 * The menu on a phone: a grid of entries under the account center (like the big malls' 我的 page),
 * a row that scrolls sideways above every other page.
 */
/** Counts beside menu entries, by path (我的会话's unread messages); app/ passes them in. */
export type TUserMenuBadges = Partial<Record<string, number>>;

/** An entry's label with its count, when it has one. */
function EntryLabel({ label, count }: { label: string; count: number | undefined }) {
  if (!count) return <>{label}</>;
  return (
    <span className="user-menu-label">
      {label}
      <Badge count={count} size="small" overflowCount={99} data-testid="chat-unread-badge" />
    </span>
  );
}

function PhoneMenu({ selected, isGrid, badges }: { selected: string; isGrid: boolean; badges: TUserMenuBadges }) {
  const row = useRef<HTMLElement>(null);
  // The row shows the current entry: scrolled sideways (only the row, never the page) to centre it.
  useEffect(() => {
    const nav = row.current;
    const on = nav?.querySelector<HTMLElement>(`a[href="${selected}"]`);
    if (!nav || !on || isGrid) return;
    nav.scrollLeft = on.offsetLeft - (nav.clientWidth - on.offsetWidth) / 2;
  }, [selected, isGrid]);
  return (
    <nav ref={row} className={isGrid ? 'user-phone-menu is-grid' : 'user-phone-menu is-row'} aria-label="账户菜单">
      {MENU.filter((m) => !isGrid || m.key !== '/user/center').map(({ key, label, icon }) => (
        <Link
          key={key}
          to={key}
          className={key === selected ? 'user-phone-entry is-on' : 'user-phone-entry'}
          aria-current={key === selected ? 'page' : undefined}
        >
          <span className="user-phone-entry-icon">{icon}</span>
          <EntryLabel label={label} count={badges[key]} />
        </Link>
      ))}
    </nav>
  );
}

/** The account's face above the pages on a phone: avatar and name, to the account center. */
function PhoneHead({ name, avatar }: { name: string; avatar: string }) {
  return (
    <Link to="/user/center" className="user-phone-head">
      <Avatar alt="" size={48} src={avatar ? imageUrl(avatar, '86') : undefined} icon={<UserOutlined />} />
      <strong>{name || '我的账户'}</strong>
      <span className="user-phone-head-go">账户中心 ›</span>
    </Link>
  );
}

/**
 * User-center sub-layout under /user: a 210 px sidebar and the page. On a phone (below antd's md) the
 * sidebar gives way to a header card and the menu as a sideways row; the account center shows the
 * menu as a grid of entries under its own cards instead.
 */
export function UserLayout({ badges = {} }: { badges?: TUserMenuBadges }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const name = useSession((s) => s.name);
  const avatar = useSession((s) => s.avatar);
  const items: MenuProps['items'] = MENU.map(({ key, label, icon }) => ({
    key,
    label: <EntryLabel label={label} count={badges[key]} />,
    icon,
  }));
  // The page's one <h1>: its route title (the pages' own headings are <h2>, drawn in their cards).
  const title = useMatches()
    .map((m) => (m.handle as { title?: unknown } | undefined)?.title)
    .filter((t): t is string => typeof t === 'string')
    .at(-1);
  const isPhone = useAntdPhone();
  const selected = selectedKey(pathname, search);

  // The page keeps its place (the keyed section in the same root div) when the screen crosses the
  // breakpoint, so a half-filled form survives a rotated tablet or a resized window.
  if (isPhone) {
    const isCenter = selected === '/user/center';
    return (
      <div className="container user-layout is-phone">
        {isCenter ? null : <PhoneHead key="head" name={name} avatar={avatar} />}
        {isCenter ? null : <PhoneMenu key="menu" selected={selected} isGrid={false} badges={badges} />}
        <section key="content" className="user-content">
          <h1 className="sr-only">{title ?? '账户中心'}</h1>
          <Outlet />
        </section>
        {isCenter ? <PhoneMenu key="grid" selected={selected} isGrid badges={badges} /> : null}
      </div>
    );
  }

  return (
    <div className="container user-layout">
      <aside key="sidebar" className="user-sidebar" style={{ width: USER_SIDEBAR_WIDTH }}>
        <Link to="/user/center" className="user-sidebar-head">
          <Avatar alt="" size={56} src={avatar ? imageUrl(avatar, '86') : undefined} icon={<UserOutlined />} />
          <strong>{name || '我的账户'}</strong>
        </Link>
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          items={items}
          onClick={({ key }) => navigate(key)}
          className="user-menu"
        />
      </aside>
      <section key="content" className="user-content">
        <h1 className="sr-only">{title ?? '账户中心'}</h1>
        <Outlet />
      </section>
    </div>
  );
}
