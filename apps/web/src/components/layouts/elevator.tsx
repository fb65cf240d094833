import { memberTabPath } from '@mall/contract/wire';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BACK_TO_TOP_THRESHOLD } from '../../config/site';
import { Badge } from '../ui/badge';
import {
  CustomerServiceOutlined,
  FormOutlined,
  HeartOutlined,
  HistoryOutlined,
  MessageOutlined,
  ShoppingCartOutlined,
  UserOutlined,
  VerticalAlignTopOutlined,
} from '../ui/icons';
import { Tooltip } from '../ui/tooltip';

interface TElevatorItem {
  label: string;
  /** A page to open, or none: 客服 opens the customer-service panel instead. */
  to?: string;
  icon: ReactNode;
}

/** Spec §2 elevator: the member entries open their tabs of 会员服务 (`/user/develop?tab=…`). */
const ITEMS: TElevatorItem[] = [
  { label: '会员中心', to: '/user/center', icon: <UserOutlined /> },
  { label: '购物车', to: '/cart', icon: <ShoppingCartOutlined /> },
  { label: '消息', to: memberTabPath('message'), icon: <MessageOutlined /> },
  { label: '足迹', to: memberTabPath('footprint'), icon: <HistoryOutlined /> },
  { label: '收藏', to: memberTabPath('favorite'), icon: <HeartOutlined /> },
  { label: '客服', icon: <CustomerServiceOutlined /> },
  { label: '反馈', to: memberTabPath('feedback'), icon: <FormOutlined /> },
];

function useScrolledPast(threshold: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setIsPast(window.scrollY > threshold);
    // The first look waits for the next frame: reading scrollY right after the page's first commit
    // would lay the whole new page out inside React's task (a long task on a phone).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return isPast;
}

/**
 * Right-side floating elevator with a back-to-top button after 400 px of scrolling; `cartCount` badges
 * 购物车, `unreadCount` 消息; 客服 calls `onService` (the shell opens its panel).
 */
export function Elevator({
  cartCount,
  unreadCount,
  onService,
}: {
  cartCount: number;
  unreadCount: number;
  onService: () => void;
}) {
  const isPast = useScrolledPast(BACK_TO_TOP_THRESHOLD);
  const badges: Record<string, number> = { 购物车: cartCount, 消息: unreadCount };
  // The name begins with the visible label; a badge's count follows it in words (the badge is hidden).
  const nameOf = (label: string, count: number | undefined) =>
    count ? `${label}，${count}${label === '购物车' ? '件' : '条未读'}` : label;
  return (
    <aside className="elevator" aria-label="侧边快捷入口">
      <ul>
        {ITEMS.map((item) => {
          const count = badges[item.label];
          // The label comes first in the markup (CSS draws it under the icon), so the name that begins
          // with it, then the count (「购物车，2件」), reads in the order of the visible text.
          const body = (
            <>
              <span className="elevator-label">{item.label}</span>
              {count === undefined ? (
                <span className="elevator-icon">{item.icon}</span>
              ) : (
                <Badge count={count} size="small" offset={[4, -2]} isCountHidden>
                  <span className="elevator-icon">{item.icon}</span>
                </Badge>
              )}
            </>
          );
          return (
            <li key={item.label}>
              <Tooltip title={item.label} placement="left">
                {item.to ? (
                  <Link to={item.to} className="elevator-btn" aria-label={nameOf(item.label, count)}>
                    {body}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="elevator-btn"
                    aria-label={item.label}
                    onClick={onService}
                    data-testid="elevator-service"
                  >
                    {body}
                  </button>
                )}
              </Tooltip>
            </li>
          );
        })}
      </ul>
      {isPast && (
        <Tooltip title="返回顶部" placement="left">
          <button
            type="button"
            className="elevator-btn elevator-top"
            aria-label="返回顶部"
            data-testid="back-to-top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <span className="elevator-icon">
              <VerticalAlignTopOutlined />
            </span>
            <span className="elevator-label">顶部</span>
          </button>
        </Tooltip>
      )}
    </aside>
  );
}
