import { ORDER_PAGE_SIZE, type TOrderFilterKey } from '@mall/contract';
import { ORDER_FILTERS, ORDER_STATUS } from '@mall/contract/wire';
import { Badge, Button, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useOrders } from '../../../features/order/api/get-orders';
import { OrderCard, OrderTableHead } from '../../../features/order/components/order-card';
import '../../../features/order/components/order.css';
import { ReviewPoolList } from '../../../features/review';
import { useNow } from '../../../lib/use-now';
import { ORDER_TAB_PARAM, orderFilterFromParam, useOrderFilter } from '../../../stores/order-filter';
import { useOrderTabCount } from './order-tab-count';

/** What each tab says when it holds nothing. */
const EMPTY_TEXT: Record<TOrderFilterKey, string> = {
  list: '您还没有订单，去挑选心仪的智能好物吧',
  nopay: '没有待付款的订单',
  ship: '没有待发货的订单',
  deliver: '没有待收货的订单',
  evaluate: '没有待评价的商品',
};

/** A tab with its badge: orders waiting in a to-do state, for 待评价 the goods awaiting a review. */
function TabLabel({ filter, label }: { filter: TOrderFilterKey; label: string }) {
  const n = useOrderTabCount(filter);
  return (
    <span className="order-tab-label" data-testid={`order-tab-${filter}`}>
      {label}
      {n > 0 ? <Badge count={n} overflowCount={99} size="small" className="order-tab-badge" /> : null}
    </span>
  );
}

function ListSkeleton() {
  return (
    <div className="order-list" role="status" aria-busy="true" aria-label="订单加载中">
      {[0, 1, 2].map((i) => (
        <div key={i} className="order-card order-card-skeleton">
          <Skeleton active avatar={{ shape: 'square', size: 72 }} paragraph={{ rows: 2 }} />
        </div>
      ))}
    </div>
  );
}

/**
 * 我的订单 (spec §2 UserOrderList): the tab is in the URL (`?status=nopay`; none: 全部订单), so a reload,
 * 返回 or a shared link keep it, and the order-filter store follows it (spec §4); five orders a page
 * (spec §9) with the total, and every action each order allows.
 */
export default function UserOrderListPage() {
  const [params, setParams] = useSearchParams();
  const filter = orderFilterFromParam(params.get(ORDER_TAB_PARAM));
  const setFilter = useOrderFilter((s) => s.setFilter);
  useEffect(() => setFilter(filter), [filter, setFilter]);
  // A tab is a step in the history: 返回 goes back to the tab before.
  const openTab = (key: TOrderFilterKey) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (key === 'list') next.delete(ORDER_TAB_PARAM);
      else next.set(ORDER_TAB_PARAM, key);
      return next;
    });
  // Each tab remembers its own page while the buyer switches back and forth.
  const page = useOrderFilter((s) => s.pages[filter] ?? 1);
  const setTabPage = useOrderFilter((s) => s.setPage);
  const query = useOrders(filter, page);
  const orders = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const hasUnpaid = orders.some((o) => o.status === ORDER_STATUS.NOPAY);
  const now = useNow(1000, hasUnpaid);

  const setPage = (next: number) => setTabPage(filter, next);

  // An action emptied the last page (e.g. its only order was paid): show the last page that has orders.
  const lastPage = Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));
  const isPastEnd = query.isSuccess && !query.isPlaceholderData && orders.length === 0 && page > lastPage;
  useEffect(() => {
    if (isPastEnd) setTabPage(filter, lastPage);
  }, [isPastEnd, filter, lastPage, setTabPage]);

  const isEvaluate = filter === 'evaluate';

  return (
    <div className="page-card order-page" data-testid="order-list-page">
      <div className="page-card-head order-page-head">
        <h2>我的订单</h2>
        {total > 0 && !query.isPlaceholderData && !isEvaluate ? (
          <span className="page-card-hint" data-testid="order-total-count">
            共 {total} 个订单
          </span>
        ) : null}
      </div>
      <Tabs
        activeKey={filter}
        onChange={(key) => openTab(key as TOrderFilterKey)}
        items={ORDER_FILTERS.map((f) => ({ key: f.key, label: <TabLabel filter={f.key} label={f.label} /> }))}
        className="order-tabs phone-tabs"
      />
      {isEvaluate ? (
        <ReviewPoolList />
      ) : (
        <>
          <OrderTableHead />
          {query.isPending ? (
            <ListSkeleton />
          ) : query.isError ? (
            <LoadFailed title="订单加载失败" onRetry={() => query.refetch()} />
          ) : orders.length === 0 ? (
            <Empty className="order-empty" description={EMPTY_TEXT[filter]} data-testid="order-empty">
              <Link to="/product">
                <Button type="primary">去逛逛</Button>
              </Link>
            </Empty>
          ) : (
            <div className={query.isPlaceholderData ? 'order-list is-loading' : 'order-list'} data-testid="order-list">
              {orders.map((order) => (
                <OrderCard key={order.id} order={order} now={now} />
              ))}
            </div>
          )}
          {total > ORDER_PAGE_SIZE ? (
            <Pagination
              className="order-pagination"
              current={page}
              pageSize={ORDER_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              showTotal={(t) => `共 ${t} 个订单`}
              onChange={(next) => {
                setPage(next);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
