import {
  CarOutlined,
  CommentOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  GiftOutlined,
  HeartOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InboxOutlined,
  LockOutlined,
  MessageOutlined,
  ProfileOutlined,
  ShoppingOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { regionText, type TOrderFilterKey } from '@mall/contract';
import { formatYuan, memberTabPath, ORDER_FILTERS } from '@mall/contract/wire';
import { Avatar, Badge, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useUserInfo } from '../../../features/account/api/get-user-info';
import { useAiCoinBalance } from '../../../features/ai-coin/api/get-ai-coin-balance';
import { useMyCoupons } from '../../../features/coupon/api/get-my-coupons';
import { useFavorites, useFootprints } from '../../../features/member';
import { useUnreadCount } from '../../../features/message';
import { useMyPlans } from '../../../features/plan/api/get-my-plans';
import { useMyDemands } from '../../../features/procurement/api/get-my-demands';
import { formatDate, maskPhone } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { orderListPath, useOrderFilter } from '../../../stores/order-filter';
import { useOrderTabCount } from './order-tab-count';

const FILTER_ICONS: Record<TOrderFilterKey, ReactNode> = {
  list: <ProfileOutlined />,
  nopay: <WalletOutlined />,
  ship: <InboxOutlined />,
  deliver: <CarOutlined />,
  evaluate: <CommentOutlined />,
};

function OrderShortcutIcon({ filter }: { filter: TOrderFilterKey }) {
  const count = useOrderTabCount(filter);
  return (
    <Badge count={count} overflowCount={99} size="small" offset={[4, 2]}>
      <span className="order-shortcut-icon">{FILTER_ICONS[filter]}</span>
    </Badge>
  );
}

const QUICK_LINKS = [
  { to: '/user/address', label: '收货地址', desc: '管理常用收货地址', icon: <EnvironmentOutlined /> },
  { to: '/user/info', label: '个人信息', desc: '昵称、头像与所在地区', icon: <IdcardOutlined /> },
  { to: '/user/editPwd', label: '修改密码', desc: '定期修改更安全', icon: <LockOutlined /> },
  { to: '/user/aicoin', label: '我的AI币', desc: '余额、充值与明细', icon: <WalletOutlined /> },
];

function useFavoriteCount() {
  return useFavorites(1, 1).data?.total;
}
function useFootprintCount() {
  return useFootprints(1, 1).data?.total;
}
/** The procurement `mine` call's total (the first page is the one 我的采购 opens with). */
function useDemandCount() {
  return useMyDemands(undefined, 1).data?.total;
}

/** The coupons 我的优惠券 lists under 未使用 (the call answers them all, soonest to expire first). */
function useUnusedCouponCount() {
  return useMyCoupons(0).data?.length;
}
/** The plan `mine` call's total. */
function usePlanCount() {
  return useMyPlans(1, 1).data?.total;
}

/**
 * The member entries with a count (收藏, 足迹, 未读消息, 优惠券, 采购需求, 方案): one line each, a domain's
 * count hook beside it. `useCount` answers undefined while loading.
 */
const COUNTED_ENTRIES: {
  to: string;
  label: string;
  unit: string;
  icon: ReactNode;
  useCount: () => number | undefined;
}[] = [
  { to: memberTabPath('favorite'), label: '我的收藏', unit: '件', icon: <HeartOutlined />, useCount: useFavoriteCount },
  {
    to: memberTabPath('footprint'),
    label: '我的足迹',
    unit: '条',
    icon: <HistoryOutlined />,
    useCount: useFootprintCount,
  },
  { to: memberTabPath('message'), label: '未读消息', unit: '条', icon: <MessageOutlined />, useCount: useUnreadCount },
  {
    to: '/user/coupons?tab=0',
    label: '优惠券',
    unit: '张可用',
    icon: <GiftOutlined />,
    useCount: useUnusedCouponCount,
  },
  { to: '/user/procurement', label: '我的采购', unit: '个需求', icon: <ShoppingOutlined />, useCount: useDemandCount },
  { to: '/user/plan', label: '我的方案', unit: '个', icon: <FileTextOutlined />, useCount: usePlanCount },
];

function CountedEntry({ entry }: { entry: (typeof COUNTED_ENTRIES)[number] }) {
  const count = entry.useCount();
  return (
    <Link to={entry.to} className="member-count-entry" data-testid="center-count">
      <span className="member-count-icon">{entry.icon}</span>
      <strong data-testid={`center-count-${entry.label}`}>{count ?? '—'}</strong>
      <span>
        {entry.label}
        <small>{entry.unit}</small>
      </span>
    </Link>
  );
}

/** Account center (spec §2 PersonalCenter): profile overview, order tabs and quick links. */
export default function PersonalCenterPage() {
  const navigate = useNavigate();
  const setFilter = useOrderFilter((s) => s.setFilter);
  const userInfo = useUserInfo();
  const coinBalance = useAiCoinBalance();
  const user = userInfo.data;

  const openOrders = (key: TOrderFilterKey) => {
    setFilter(key);
    navigate(orderListPath(key));
  };

  return (
    <div className="center-stack">
      <div className="page-card account-card">
        {userInfo.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        ) : !user ? (
          <LoadFailed title="账户信息加载失败" onRetry={() => userInfo.refetch()} />
        ) : (
          <div className="account-summary">
            <Avatar
              alt=""
              size={{ xs: 56, sm: 56, md: 84, lg: 84, xl: 84, xxl: 84 }}
              src={user.icon ? imageUrl(user.icon, '86') : undefined}
              icon={<UserOutlined />}
            />
            <div className="account-summary-main">
              <h2 data-testid="center-name">{user.nickname || user.username}</h2>
              <dl className="account-facts">
                <div>
                  <dt>用户名</dt>
                  <dd>{user.username}</dd>
                </div>
                <div>
                  <dt>手机号</dt>
                  <dd>{maskPhone(user.phone) || '未绑定'}</dd>
                </div>
                <div>
                  <dt>所在地区</dt>
                  <dd>{regionText(user.province, user.city, user.area).text || '未设置'}</dd>
                </div>
                <div>
                  <dt>AI币余额</dt>
                  <dd>
                    <Link to="/user/aicoin" data-testid="center-coin">
                      {coinBalance.data === undefined ? '—' : formatYuan(coinBalance.data)}
                    </Link>
                  </dd>
                </div>
                <div>
                  <dt>注册时间</dt>
                  <dd>{formatDate(user.createdAt) || '—'}</dd>
                </div>
              </dl>
            </div>
            <Link to="/user/info" className="account-edit">
              <Button icon={<EditOutlined />}>编辑资料</Button>
            </Link>
          </div>
        )}
      </div>

      <div className="page-card">
        <div className="page-card-head">
          <h2>我的订单</h2>
          <Button type="link" onClick={() => openOrders('list')}>
            查看全部订单 →
          </Button>
        </div>
        <div className="order-shortcuts">
          {ORDER_FILTERS.map((f) => (
            <button type="button" key={f.key} className="order-shortcut" onClick={() => openOrders(f.key)}>
              <OrderShortcutIcon filter={f.key} />
              <span>{f.label}</span>
            </button>
          ))}
        </div>
      </div>

      <div className="page-card">
        <div className="page-card-head">
          <h2>会员服务</h2>
        </div>
        <div className="member-counts">
          {COUNTED_ENTRIES.map((e) => (
            <CountedEntry key={e.to} entry={e} />
          ))}
        </div>
      </div>

      <div className="page-card center-quick">
        <div className="page-card-head">
          <h2>常用功能</h2>
        </div>
        <div className="quick-links">
          {QUICK_LINKS.map((q) => (
            <Link key={q.to} to={q.to} className="quick-link">
              <span className="quick-link-icon">{q.icon}</span>
              <span>
                <strong>{q.label}</strong>
                <small>
                  {q.to === '/user/aicoin' && coinBalance.data !== undefined
                    ? `余额 ${formatYuan(coinBalance.data)} AI币`
                    : q.desc}
                </small>
              </span>
            </Link>
          ))}
        </div>
      </div>
    </div>
  );
}
