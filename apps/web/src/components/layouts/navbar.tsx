import './navbar.css';
import type { TNavResource } from '@mall/contract';
import { memberTabPath, ORDER_FILTERS } from '@mall/contract/wire';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ECOSYSTEM_LINKS, SELLER_PLATFORM_URL } from '../../config/site';
import { imageUrl } from '../../lib/image-url';
import { hrefKind } from '../../lib/site-href';
import { useSiteInfo } from '../../lib/site-info';
import { orderListPath, useOrderFilter } from '../../stores/order-filter';
import { useSession } from '../../stores/session';
import { Logo } from '../logo';
import { SiteLink } from '../site-link';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Dropdown, type TMenuItem } from '../ui/dropdown';
import { AppstoreOutlined, DownOutlined, SearchOutlined, ShoppingCartOutlined, UserOutlined } from '../ui/icons';
import { SearchInput } from '../ui/search-input';

const HOT_KEYWORDS = ['智能门锁', '智能音箱', '扫地机器人', '智能照明', '网关'];

/** Pages after which going back makes no sense: logging in from them returns home instead. */
const NO_RETURN_PATHS = ['/register', '/findPwd', '/login'];

function TopBar({ unreadCount }: { unreadCount: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const uid = useSession((s) => s.uid);
  const token = useSession((s) => s.token);
  const name = useSession((s) => s.name);
  const avatar = useSession((s) => s.avatar);
  const signOut = useSession((s) => s.signOut);
  const setFilter = useOrderFilter((s) => s.setFilter);
  const isLoggedIn = Boolean(token);
  const { siteName } = useSiteInfo();

  const here = location.pathname + location.search;
  const loginHref = NO_RETURN_PATHS.includes(location.pathname)
    ? '/login'
    : `/login?redirect=${encodeURIComponent(here)}`;

  const orderItems: TMenuItem[] = ORDER_FILTERS.map((f) => ({ key: f.key, label: f.label }));
  const onOrderClick = (key: string) => {
    const filter = ORDER_FILTERS.find((f) => f.key === key);
    if (!filter) return;
    setFilter(filter.key);
    navigate(orderListPath(filter.key));
  };

  const accountItems: TMenuItem[] = [
    { key: '/user/center', label: '账户中心' },
    { key: '/user/aicoin', label: '我的AI币' },
    { key: '/user/info', label: '个人信息' },
    { key: '/user/editPwd', label: '修改密码' },
    ...(isLoggedIn ? [{ type: 'divider' as const }, { key: 'logout', label: '退出登录', danger: true }] : []),
  ];
  const onAccountClick = async (key: string) => {
    if (key === 'logout') {
      await signOut();
      navigate('/');
      return;
    }
    navigate(key);
  };

  // The mall's own pages: picked, they open here through the router (key = path).
  const ecoItems: TMenuItem[] = ECOSYSTEM_LINKS.map((link) => ({ key: link.href, label: link.label }));

  return (
    <div className="topbar">
      <div className="container topbar-inner">
        <div className="topbar-left">
          <span className="topbar-welcome">您好，欢迎来到{siteName}！</span>
          {isLoggedIn ? (
            <>
              <Link to="/user/center" className="topbar-user">
                <Avatar alt="" size={22} src={avatar ? imageUrl(avatar, '86') : undefined} icon={<UserOutlined />} />
                <span data-testid="navbar-username">{name || (uid ? `用户${uid}` : '加载中…')}</span>
              </Link>
              <Link
                to={memberTabPath('message')}
                className="topbar-link topbar-messages"
                aria-label={unreadCount > 0 ? `消息，${unreadCount}条未读` : '消息'}
                data-testid="navbar-messages"
              >
                <Badge count={unreadCount} size="small" offset={[10, -4]}>
                  消息
                </Badge>
              </Link>
            </>
          ) : (
            <>
              <Link to={loginHref} className="topbar-link topbar-strong">
                登录
              </Link>
              <Link to="/register" className="topbar-link">
                免费注册
              </Link>
            </>
          )}
          <Dropdown
            items={ecoItems}
            onSelect={(key) => navigate(key)}
            placement="bottomLeft"
            triggerClassName="topbar-link topbar-drop"
            label={
              <>
                <AppstoreOutlined /> 智联生态 <DownOutlined />
              </>
            }
          />
        </div>
        <nav className="topbar-right" aria-label="快捷导航">
          <Dropdown
            items={orderItems}
            onSelect={onOrderClick}
            placement="bottom"
            triggerClassName="topbar-link topbar-drop"
            data-testid="navbar-orders"
            label={
              <>
                我的订单 <DownOutlined />
              </>
            }
          />
          <Dropdown
            items={accountItems}
            onSelect={onAccountClick}
            placement="bottom"
            triggerClassName="topbar-link topbar-drop"
            data-testid="navbar-account"
            label={
              <>
                我的账户 <DownOutlined />
              </>
            }
          />
          <Link to="/procurement" className="topbar-link">
            企业采购
          </Link>
          {/* The mall has no AI币 shop: AI币 is stored value paid at the cashier, and what a visitor
              comes here for is topping it up (the balance is 我的账户 › 我的AI币). */}
          <Link to="/user/aicoin/buy" className="topbar-link" data-testid="navbar-aicoin-buy">
            AI币充值
          </Link>
          <Link to="/market" className="topbar-link">
            热门活动
          </Link>
          <Link to="/guide" className="topbar-link">
            帮助指南
          </Link>
          <Link to="/merchant/join" className="topbar-link" data-testid="navbar-merchant-join">
            商家入驻
          </Link>
          <a href={SELLER_PLATFORM_URL} target="_blank" rel="noopener noreferrer" className="topbar-link">
            商家平台
          </a>
        </nav>
      </div>
    </div>
  );
}

/** The keyword the product list is showing (only /product carries one; elsewhere the box is empty). */
function useUrlKeyword(): string {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return pathname === '/product' ? (params.get('queryName') ?? '') : '';
}

function SearchRow({ cartCount, onCategories }: { cartCount: number; onCategories: () => void }) {
  const navigate = useNavigate();
  const urlKeyword = useUrlKeyword();
  const [keyword, setKeyword] = useState(urlKeyword);

  // The navbar outlives page changes: follow the URL (a new search, back/forward, leaving the list),
  // unless the buyer has typed something else since it last changed. The header can render the new
  // location a moment after the page does, so an unconditional sync overwrote words typed meanwhile.
  const [lastUrlKeyword, setLastUrlKeyword] = useState(urlKeyword);
  if (lastUrlKeyword !== urlKeyword) {
    setLastUrlKeyword(urlKeyword);
    if (keyword === lastUrlKeyword) setKeyword(urlKeyword);
  }

  const search = (value: string) => {
    const kw = value.trim();
    // What was searched is no longer the buyer's own unsent text: the box follows the URL from here.
    setKeyword(kw);
    setLastUrlKeyword(kw);
    navigate(kw ? `/product?queryName=${encodeURIComponent(kw)}` : '/product');
  };

  return (
    <div className="header">
      <div className="container header-inner">
        <Logo />
        <button
          type="button"
          className="header-categories"
          aria-label="商品分类"
          aria-haspopup="dialog"
          onClick={onCategories}
          data-testid="header-categories"
        >
          <AppstoreOutlined />
        </button>
        <div className="header-search">
          <SearchInput
            size="large"
            placeholder="搜索智能门锁、摄像头、传感器…"
            button={
              <>
                <SearchOutlined /> 搜索
              </>
            }
            value={keyword}
            maxLength={50}
            onChange={setKeyword}
            onSearch={search}
            aria-label="搜索商品"
            data-testid="navbar-search"
          />
          <div className="header-hot">
            {HOT_KEYWORDS.map((kw) => (
              <button type="button" key={kw} onClick={() => search(kw)}>
                {kw}
              </button>
            ))}
          </div>
        </div>
        <Badge count={cartCount} overflowCount={99} offset={[-6, 4]}>
          <Button
            size="large"
            icon={<ShoppingCartOutlined />}
            onClick={() => navigate('/cart')}
            className="header-cart"
          >
            我的购物车
          </Button>
        </Badge>
      </div>
    </div>
  );
}

/** Used when the menu call fails or answers nothing, so the row never leaves the buyer without a way around. */
const FALLBACK_NAV: TNavResource[] = [
  { id: -1, name: '首页', url: '/', icon: '', sort: 0 },
  { id: -2, name: '精选市场', url: '/market', icon: '', sort: 1 },
  { id: -3, name: '产业联盟', url: '/bcca', icon: '', sort: 2 },
  { id: -4, name: '帮助中心', url: '/guide', icon: '', sort: 3 },
];

function isCurrent(url: string, pathname: string): boolean {
  if (hrefKind(url) !== 'internal') return false;
  const path = url.split(/[?#]/)[0] || '/';
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

/** The navigation menu query as loaded (selectResourceByPage); the app shell passes it in. */
export interface TNavigation {
  data: TNavResource[] | undefined;
  isPending: boolean;
}

/** The navigation menu row: in-site paths route, absolute URLs open a new tab. */
function NavMenu({ navigation }: { navigation: TNavigation }) {
  const { pathname } = useLocation();
  const items = navigation.data?.length
    ? [...navigation.data].sort((a, b) => a.sort - b.sort || a.id - b.id)
    : navigation.isPending
      ? []
      : FALLBACK_NAV;
  return (
    <nav className="site-nav" aria-label="导航菜单">
      <ul className="container site-nav-inner" data-testid="navbar-menu">
        {items.map((item) => (
          <li key={item.id}>
            {hrefKind(item.url) !== 'internal' ? (
              <SiteLink to={item.url} className="site-nav-link">
                {item.name}
              </SiteLink>
            ) : (
              <Link
                to={item.url}
                className={`site-nav-link${isCurrent(item.url, pathname) ? ' is-current' : ''}`}
                aria-current={isCurrent(item.url, pathname) ? 'page' : undefined}
              >
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface TNavbarProps {
  /** Spec §3 cart count for the badge (0: none). */
  cartCount: number;
  /** Unread messages for the 消息 badge (0 while logged out). */
  unreadCount: number;
  navigation: TNavigation;
  /** Opens the phone's category drawer (the shell owns it). */
  onCategories: () => void;
}

/**
 * Top navbar of the shell (spec §2). Checks the login state when created. The cart count and the
 * menu are server data of features: the app shell (app/shell.tsx) loads them and passes them in.
 */
export function Navbar({ cartCount, unreadCount, navigation, onCategories }: TNavbarProps) {
  useEffect(() => {
    const { token, loadUser } = useSession.getState();
    if (token) void loadUser();
  }, []);
  return (
    <header className="site-header">
      <TopBar unreadCount={unreadCount} />
      <SearchRow cartCount={cartCount} onCategories={onCategories} />
      <NavMenu navigation={navigation} />
    </header>
  );
}
