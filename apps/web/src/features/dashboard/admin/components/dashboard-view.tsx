import type { TDashboardDay, TDashboardSummary } from '@mall/contract';
import { Badge, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../../components/load-failed';
import { formatDate } from '../../../../lib/format';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { changeText, countChart, moneyChart } from '../chart-data';
import './dashboard.css';

// echarts comes with the chart only: the console's first chunk does not carry it.
const TrendChart = lazy(() => import('./trend-chart'));

const STATS: { key: keyof Omit<TDashboardDay, 'day'>; title: string; isMoney: boolean; total: string }[] = [
  { key: 'gmv', title: '今日成交额', isMoney: true, total: '近30天' },
  { key: 'paidOrders', title: '今日支付订单', isMoney: false, total: '近30天' },
  { key: 'payingBuyers', title: '今日支付买家', isMoney: false, total: '近30天(去重)' },
  { key: 'refunds', title: '今日退款', isMoney: true, total: '近30天' },
  { key: 'topUps', title: '今日AI币充值', isMoney: true, total: '近30天' },
];

const money = (v: number) => `¥${v.toFixed(2)}`;

function StatCards({ summary }: { summary: TDashboardSummary }) {
  const yesterday = summary.series.at(-2);
  return (
    <Row gutter={[12, 12]} className="dashboard-stats">
      {STATS.map((s) => {
        const value = summary.today[s.key];
        const change = changeText(value, yesterday?.[s.key]);
        const total = summary.totals[s.key];
        return (
          <Col key={s.key} xs={12} md={8} xl={{ flex: '20%' }}>
            <Card size="small" data-testid={`stat-${s.key}`}>
              <Statistic
                title={s.title}
                value={value}
                precision={s.isMoney ? 2 : 0}
                prefix={s.isMoney ? '¥' : undefined}
              />
              <div className="dashboard-stat-foot">
                {change ? <span>较昨日 {change}</span> : null}
                <span>
                  {s.total} {s.isMoney ? money(total) : total}
                </span>
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

/** The waiting queues of the admin's role, each linking to the page that works it (when there is one). */
function Queues({ summary, canOpen }: { summary: TDashboardSummary; canOpen: (path: string) => boolean }) {
  if (summary.queues.length === 0) return null;
  return (
    <Card size="small" title="待处理" className="dashboard-queues">
      <div className="dashboard-queue-grid">
        {summary.queues.map((q) => {
          const body = (
            <>
              <span className="dashboard-queue-title">{q.title}</span>
              <Badge count={q.count} showZero overflowCount={9999} color={q.count > 0 ? '#fa541c' : '#bfbfbf'} />
            </>
          );
          return canOpen(q.path) ? (
            <Link key={q.key} to={q.path} className="dashboard-queue" data-testid={`queue-${q.key}`}>
              {body}
            </Link>
          ) : (
            <div key={q.key} className="dashboard-queue" data-testid={`queue-${q.key}`}>
              {body}
            </div>
          );
        })}
      </div>
    </Card>
  );
}

function Charts({ summary }: { summary: TDashboardSummary }) {
  const money30 = useMemo(() => moneyChart(summary.series), [summary.series]);
  const counts30 = useMemo(() => countChart(summary.series), [summary.series]);
  const fallback = <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={12}>
        <Card size="small" title="近30天金额（元）">
          <Suspense fallback={fallback}>
            <TrendChart data={money30} kind="line" unit="元" label="近30天成交额、退款与AI币充值" />
          </Suspense>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title="近30天订单与买家">
          <Suspense fallback={fallback}>
            <TrendChart data={counts30} kind="bar" unit="" label="近30天支付订单与支付买家" />
          </Suspense>
        </Card>
      </Col>
    </Row>
  );
}

/** 运营概览: today's figures against yesterday and the last 30 days, the queues, the two charts. */
export function DashboardView({ canOpen }: { canOpen: (path: string) => boolean }) {
  const query = useDashboardSummary();
  if (query.isError) return <LoadFailed title="概览数据加载失败" onRetry={() => query.refetch()} />;
  const summary = query.data;
  if (!summary) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <div className="dashboard" data-testid="admin-dashboard">
      <div className="dashboard-updated">
        数据更新于 {formatDate(summary.generatedAt, 'YYYY-MM-DD HH:mm')}（北京时间按自然日统计）
      </div>
      <StatCards summary={summary} />
      <Queues summary={summary} canOpen={canOpen} />
      <Charts summary={summary} />
    </div>
  );
}
