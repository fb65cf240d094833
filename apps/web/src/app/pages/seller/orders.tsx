import { DownloadOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { KeywordSearch } from '../../../components/keyword-search';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { useExportSellerOrders } from '../../../features/seller/api/export-orders';
import { SELLER_ORDER_PAGE_SIZE, useSellerOrders } from '../../../features/seller/api/get-orders';
import { useWorkbenchSummary } from '../../../features/seller/api/get-summary';
import { SellerOrderCards, SellerOrderTable } from '../../../features/seller/components/order-list';
import { ShipModal, type TShipTarget } from '../../../features/seller/components/ship-modal';
import {
  parseSellerOrderFilter,
  SELLER_ORDER_TABS,
  sellerOrderSearch,
  sellerOrderTabCount,
  type TSellerOrderFilter,
} from '../../../features/seller/order-filter';
import { toast } from '../../../lib/toast';
import './orders.css';

function emptyText(filter: TSellerOrderFilter): string {
  if (filter.keyword) return `没有找到与“${filter.keyword}”相关的订单`;
  const tab = SELLER_ORDER_TABS.find((t) => t.status === filter.status);
  return filter.status === undefined ? '店铺还没有订单' : `没有${tab?.label ?? ''}的订单`;
}

/**
 * 订单 (/seller/order): status tabs with the summary's counts, keyword search (订单号 or a product's
 * title), ten orders a page — a table on a desktop, cards on a phone — with 发货 and 详情, and 导出
 * of the current filter as a .csv. The address bar keeps status, keyword and page.
 */
export default function SellerOrdersPage() {
  const [params, setParams] = useSearchParams();
  const filter = parseSellerOrderFilter(params);
  const isPhone = useAntdPhone();
  const summary = useWorkbenchSummary();
  const query = useSellerOrders(filter);
  const exporting = useExportSellerOrders();
  const [shipping, setShipping] = useState<TShipTarget | null>(null);
  const orders = query.data?.data ?? [];
  const total = query.data?.total ?? 0;

  const go = (next: TSellerOrderFilter) => setParams(sellerOrderSearch(next));
  const tabKey = filter.status === undefined ? 'all' : String(filter.status);

  const exportCsv = async () => {
    try {
      const name = await exporting.mutateAsync({ status: filter.status, keyword: filter.keyword });
      toast.success(`已导出 ${name}`);
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <div className="seller-card seller-orders" data-testid="seller-orders">
      <div className="seller-orders-bar">
        <KeywordSearch
          keyword={filter.keyword}
          onSearch={(keyword) => go({ ...filter, keyword, page: 1 })}
          label="搜索订单"
          placeholder="订单号 / 商品名称"
          classPrefix="seller-orders"
          testIdPrefix="seller-orders"
        />
        <Button
          icon={<DownloadOutlined />}
          onClick={exportCsv}
          loading={exporting.isPending}
          data-testid="seller-orders-export"
        >
          导出
        </Button>
      </div>
      <Tabs
        className="seller-orders-tabs phone-tabs"
        activeKey={tabKey}
        onChange={(key) => {
          const tab = SELLER_ORDER_TABS.find((t) => t.key === key);
          go({ ...filter, ...{ status: tab?.status }, page: 1 });
        }}
        items={SELLER_ORDER_TABS.map((t) => {
          const count = sellerOrderTabCount(summary.data?.orderCounts, t.status);
          return {
            key: t.key,
            label: (
              <span className="seller-orders-tab" data-testid={`seller-orders-tab-${t.key}`}>
                {t.label}
                {count !== undefined && count > 0 ? (
                  <Badge
                    count={count}
                    overflowCount={999}
                    size="small"
                    color={t.status === 1 ? undefined : '#bfbfbf'}
                    className="seller-orders-tab-count"
                  />
                ) : null}
              </span>
            ),
          };
        })}
      />
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="订单加载中">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : query.isError ? (
        <LoadFailed title="订单加载失败" onRetry={() => query.refetch()} />
      ) : orders.length === 0 ? (
        <Empty className="seller-empty" description={emptyText(filter)} data-testid="seller-orders-empty" />
      ) : isPhone ? (
        <SellerOrderCards orders={orders} onShip={setShipping} isLoading={query.isPlaceholderData} />
      ) : (
        <SellerOrderTable orders={orders} onShip={setShipping} isLoading={query.isPlaceholderData} />
      )}
      {total > 0 && !query.isPending ? (
        <div className="seller-orders-foot">
          <span className="seller-orders-total" data-testid="seller-orders-total">
            共 {total} 个订单
          </span>
          <ListPagination
            className="seller-orders-pages"
            page={filter.page}
            pageSize={SELLER_ORDER_PAGE_SIZE}
            total={total}
            onChange={(page) => go({ ...filter, page })}
            data-testid="seller-orders-pages"
          />
        </div>
      ) : null}
      <ShipModal order={shipping} onClose={() => setShipping(null)} />
    </div>
  );
}
