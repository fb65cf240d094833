import {
  AlertOutlined,
  CarOutlined,
  CustomerServiceOutlined,
  MessageOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import type { TOrderStatus, TWorkbenchSummary } from '@mall/contract';
import { formatYuan, ORDER_STATUS_TEXT } from '@mall/contract/wire';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useWorkbenchSummary } from '../../../features/seller/api/get-summary';
import { axisYuan, trendChart } from '../../../features/seller/workbench-trend';
import './home.css';

type TTodoKey = 'toShip' | 'afterSalesWaiting' | 'openDemands' | 'unrepliedReviews' | 'lowStock';

/** What waits for the seller, each to the page (and filter) that handles it. */
const WAITING: { key: TTodoKey; label: string; to: string; icon: ReactNode; unit: string }[] = [
  { key: 'toShip', label: '待发货', to: '/seller/order?status=1', icon: <CarOutlined />, unit: '单' },
  {
    key: 'afterSalesWaiting',
    label: '待处理售后',
    to: '/seller/after-sales',
    icon: <CustomerServiceOutlined />,
    unit: '件',
  },
  { key: 'openDemands', label: '可报价需求', to: '/seller/procurement?mine=1', icon: <ShoppingOutlined />, unit: '个' },
  {
    key: 'unrepliedReviews',
    label: '待回复评价',
    to: '/seller/review?replied=false',
    icon: <MessageOutlined />,
    unit: '条',
  },
  { key: 'lowStock', label: '库存预警', to: '/seller/product?lowStock=1', icon: <AlertOutlined />, unit: '个规格' },
];

const STATUSES = Object.keys(ORDER_STATUS_TEXT).map(Number) as TOrderStatus[];

function HomeSkeleton() {
  return (
    <div className="seller-home" role="status" aria-busy="true" aria-label="工作台加载中">
      <div className="seller-card">
        <Skeleton active paragraph={{ rows: 1 }} />
      </div>
      <div className="seller-todos">
        {WAITING.map((t) => (
          <div key={t.key} className="seller-todo is-skeleton">
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </div>
      <div className="seller-card">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    </div>
  );
}

/** A measure's scale beside the plot: its ticks from 0 at the bottom to its ceiling at the top. */
function TrendAxis({
  ticks,
  max,
  side,
  format,
}: {
  ticks: number[];
  max: number;
  side: 'orders' | 'sales';
  format: (n: number) => string;
}) {
  return (
    <div className={`seller-trend-axis is-${side}`} aria-hidden="true" data-testid={`seller-trend-axis-${side}`}>
      <span className="seller-trend-unit">{side === 'orders' ? '单' : '元'}</span>
      <ol>
        {ticks.map((t) => (
          <li key={t} style={{ bottom: `${(t / max) * 100}%` }}>
            {format(t)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The last 7 days: orders placed and money paid, each against its own labelled axis (订单数 on the
 * left, 销售额 on the right), with each day's values under its date.
 */
function Trend({ trend }: { trend: TWorkbenchSummary['trend'] }) {
  const { bars, orders, sales } = trendChart(trend);
  const isEmpty = bars.every((b) => b.orders === 0 && b.sales === 0);
  return (
    <section className="seller-card seller-trend" aria-labelledby="seller-trend-title" data-testid="seller-trend">
      <div className="seller-section-head">
        <h2 id="seller-trend-title">近7日趋势</h2>
        <span className="seller-trend-legend">
          <i className="is-orders" />
          订单数（左轴）
          <i className="is-sales" />
          销售额（右轴）
        </span>
      </div>
      {isEmpty ? <p className="seller-trend-empty">近7日暂无订单</p> : null}
      <div className="seller-trend-plot">
        <TrendAxis ticks={orders.ticks} max={orders.max} side="orders" format={String} />
        <ol className="seller-trend-chart">
          {bars.map((b) => (
            <li
              key={b.day}
              className="seller-trend-day"
              aria-label={`${b.day} 订单 ${b.orders} 单，销售额 ¥${formatYuan(b.sales)}`}
            >
              <div className="seller-trend-bars" aria-hidden="true">
                <span className="seller-trend-bar is-orders" style={{ height: `${b.ordersPct}%` }} />
                <span className="seller-trend-bar is-sales" style={{ height: `${b.salesPct}%` }} />
              </div>
              <span className="seller-trend-label" aria-hidden="true">
                {b.label}
              </span>
              <span className="seller-trend-values" aria-hidden="true">
                <b className="is-orders">{b.orders}单</b>
                <b className="is-sales">¥{Math.round(b.sales)}</b>
              </span>
            </li>
          ))}
        </ol>
        <TrendAxis ticks={sales.ticks} max={sales.max} side="sales" format={axisYuan} />
      </div>
    </section>
  );
}

/** 工作台 (/seller): today's figures, what waits (each to its page), orders by state and the week's trend. */
export default function SellerHomePage() {
  const summary = useWorkbenchSummary();
  if (summary.isPending) return <HomeSkeleton />;
  if (summary.isError) {
    return (
      <div className="seller-card" data-testid="seller-home-error">
        <LoadFailed title="工作台数据加载失败" onRetry={() => summary.refetch()} />
      </div>
    );
  }
  const s = summary.data;
  return (
    <div className="seller-home" data-testid="seller-home">
      <section className="seller-card seller-today">
        <div className="seller-today-shop">
          <h2 data-testid="seller-home-shop">{s.shopName}</h2>
          <p>今日经营概况，数据每分钟自动刷新</p>
        </div>
        <dl className="seller-today-figures">
          <div>
            <dt>今日订单</dt>
            <dd data-testid="seller-today-orders">{s.todayOrders}</dd>
          </div>
          <div>
            <dt>今日销售额</dt>
            <dd data-testid="seller-today-sales">¥{formatYuan(s.todaySales)}</dd>
          </div>
        </dl>
      </section>

      <section aria-label="待办事项" className="seller-todos">
        {WAITING.map((t) => (
          <Link
            key={t.key}
            to={t.to}
            className={s[t.key] > 0 ? `seller-todo is-${t.key} is-waiting` : `seller-todo is-${t.key}`}
            data-testid={`seller-todo-${t.key}`}
          >
            <span className="seller-todo-icon" aria-hidden="true">
              {t.icon}
            </span>
            <span className="seller-todo-label">{t.label}</span>
            <strong className="seller-todo-count" data-testid={`seller-todo-${t.key}-count`}>
              {s[t.key]}
              <small>{t.unit}</small>
            </strong>
          </Link>
        ))}
      </section>

      <section className="seller-card" aria-labelledby="seller-counts-title">
        <div className="seller-section-head">
          <h2 id="seller-counts-title">订单概况</h2>
          <Link to="/seller/order">全部订单 ›</Link>
        </div>
        <ul className="seller-order-counts">
          {STATUSES.map((status) => (
            <li key={status}>
              <Link to={`/seller/order?status=${status}`} data-testid={`seller-count-${status}`}>
                <strong>{s.orderCounts[status] ?? 0}</strong>
                <span>{ORDER_STATUS_TEXT[status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Trend trend={s.trend} />
    </div>
  );
}
