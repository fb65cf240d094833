import { Link, useLocation } from 'react-router';
import { Badge } from '../ui/badge';
import { cx } from '../ui/cx';
import { AppstoreOutlined, HomeOutlined, ShoppingCartOutlined, UserOutlined } from '../ui/icons';

export interface TTabBarProps {
  cartCount: number;
  /** 分类 opens the category drawer (the shell owns it). */
  onCategories: () => void;
  isCategoriesOpen: boolean;
  /** Unread messages, badged on 我的 (the phone has no top bar with 消息). */
  unreadCount?: number;
}

/** The tab a path belongs to: 我的 covers the user centre and the order pages. */
function currentTab(pathname: string): 'home' | 'cart' | 'me' | undefined {
  if (pathname === '/') return 'home';
  if (pathname === '/cart') return 'cart';
  if (pathname.startsWith('/user') || pathname.startsWith('/order')) return 'me';
  return undefined;
}

/**
 * The phone's bottom tab bar (DESIGN.md §4): 首页, 分类, 购物车 with its badge, 我的. Drawn on every
 * in-site page below 768 px unless the page has a bar of its own there (detail, settlement); CSS
 * hides it on wider screens.
 */
export function TabBar({ cartCount, onCategories, isCategoriesOpen, unreadCount = 0 }: TTabBarProps) {
  const { pathname } = useLocation();
  const tab = isCategoriesOpen ? 'categories' : currentTab(pathname);
  return (
    <nav className="tabbar" aria-label="底部导航" data-testid="tabbar">
      <Link
        to="/"
        className={cx('tabbar-item', tab === 'home' && 'is-current')}
        aria-current={tab === 'home' ? 'page' : undefined}
      >
        <HomeOutlined />
        <span>首页</span>
      </Link>
      <button
        type="button"
        className={cx('tabbar-item', tab === 'categories' && 'is-current')}
        aria-haspopup="dialog"
        aria-expanded={isCategoriesOpen}
        onClick={onCategories}
        data-testid="tabbar-categories"
      >
        <AppstoreOutlined />
        <span>分类</span>
      </button>
      <Link
        to="/cart"
        className={cx('tabbar-item', tab === 'cart' && 'is-current')}
        aria-current={tab === 'cart' ? 'page' : undefined}
        aria-label={cartCount > 0 ? `购物车，${cartCount}件` : '购物车'}
        data-testid="tabbar-cart"
      >
        {/* The label comes first in the markup (drawn under the icon): the name 「购物车，N…」 reads as the eye does. */}
        <span className="tabbar-label">购物车</span>
        <Badge isCountHidden count={cartCount} overflowCount={99} size="small" offset={[6, -2]}>
          <ShoppingCartOutlined />
        </Badge>
      </Link>
      <Link
        to="/user/center"
        className={cx('tabbar-item', tab === 'me' && 'is-current')}
        aria-current={tab === 'me' ? 'page' : undefined}
        aria-label={unreadCount > 0 ? `我的，${unreadCount}条未读消息` : '我的'}
        data-testid="tabbar-me"
      >
        {/* The label comes first in the markup (drawn under the icon): the name 「我的，N…」 reads as the eye does. */}
        <span className="tabbar-label">我的</span>
        <Badge isCountHidden count={unreadCount} overflowCount={99} size="small" offset={[6, -2]}>
          <UserOutlined />
        </Badge>
      </Link>
    </nav>
  );
}
