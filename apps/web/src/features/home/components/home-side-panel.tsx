import { Link, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  ShopOutlined,
  UserOutlined,
  WalletOutlined,
} from '../../../components/ui/icons';
import { imageUrl } from '../../../lib/image-url';
import { useSession } from '../../../stores/session';

const SHORTCUTS = [
  { to: '/market', label: '精选市场', icon: <ShopOutlined /> },
  { to: '/procurement', label: '企业采购', icon: <ApartmentOutlined /> },
  { to: '/bcca', label: '产业联盟', icon: <AppstoreOutlined /> },
  { to: '/user/aicoin', label: '我的AI币', icon: <WalletOutlined /> },
];

const NOTICES = [
  { to: '/guide?index=5&active=0', text: '协议选购：Zigbee 还是 Wi-Fi' },
  { to: '/guide?index=3&active=0', text: '七天无理由退货说明' },
];

/** The column right of the carousel: greeting and login, the coupon centre's entry, notices and shortcuts. */
export function HomeSidePanel() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const name = useSession((s) => s.name);
  const avatar = useSession((s) => s.avatar);
  const redirect = encodeURIComponent(location.pathname + location.search);

  return (
    <aside className="home-side">
      <div className="home-side-user">
        <div className="home-side-hello">
          <Avatar alt="" size={38} src={avatar ? imageUrl(avatar, '86') : undefined} icon={<UserOutlined />} />
          <p>
            {token ? `Hi，${name || '会员'}` : 'Hi，你好！'}
            <small>{token ? '欢迎回来' : '欢迎光临'}</small>
          </p>
        </div>
        {token ? (
          <div className="home-side-actions">
            <Button size="small" type="primary" onClick={() => navigate('/user/center')}>
              会员中心
            </Button>
            <Button size="small" onClick={() => navigate('/user/order')}>
              我的订单
            </Button>
          </div>
        ) : (
          <div className="home-side-actions">
            <Button size="small" type="primary" onClick={() => navigate(`/login?redirect=${redirect}`)}>
              登录
            </Button>
            <Button size="small" onClick={() => navigate('/register')}>
              注册
            </Button>
          </div>
        )}
      </div>
      <Link to="/user/coupons" className="home-side-coupon" data-testid="home-coupon-link">
        领券中心<small>天天领 ›</small>
      </Link>
      <ul className="home-side-notices">
        {NOTICES.map((n) => (
          <li key={n.to}>
            <Link to={n.to}>{n.text}</Link>
          </li>
        ))}
      </ul>
      <nav className="home-side-shortcuts" aria-label="快捷入口">
        {SHORTCUTS.map((s) => (
          <Link key={s.to} to={s.to}>
            <span className="home-side-shortcut-icon">{s.icon}</span>
            {s.label}
          </Link>
        ))}
      </nav>
    </aside>
  );
}
