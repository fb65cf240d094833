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
  to: string;
  icon: ReactNode;
}

/** Spec §2 elevator; messages, footprints, favourites, service and feedback are not built yet (/devp). */
const ITEMS: TElevatorItem[] = [
  { label: '会员中心', to: '/user/center', icon: <UserOutlined /> },
  { label: '购物车', to: '/cart', icon: <ShoppingCartOutlined /> },
  { label: '消息', to: '/devp', icon: <MessageOutlined /> },
  { label: '足迹', to: '/devp', icon: <HistoryOutlined /> },
  { label: '收藏', to: '/devp', icon: <HeartOutlined /> },
  { label: '客服', to: '/devp', icon: <CustomerServiceOutlined /> },
  { label: '反馈', to: '/devp', icon: <FormOutlined /> },
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

/** Right-side floating elevator with a back-to-top button after 400 px of scrolling; `cartCount` badges 购物车. */
export function Elevator({ cartCount }: { cartCount: number }) {
  const isPast = useScrolledPast(BACK_TO_TOP_THRESHOLD);
  return (
    <aside className="elevator" aria-label="侧边快捷入口">
      <ul>
        {ITEMS.map((item) => (
          <li key={item.label}>
            <Tooltip title={item.label} placement="left">
              <Link to={item.to} className="elevator-btn" aria-label={item.label}>
                {item.label === '购物车' ? (
                  <Badge count={cartCount} size="small" offset={[4, -2]}>
                    <span className="elevator-icon">{item.icon}</span>
                  </Badge>
                ) : (
                  <span className="elevator-icon">{item.icon}</span>
                )}
                <span className="elevator-label">{item.label}</span>
              </Link>
            </Tooltip>
          </li>
        ))}
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
