import { DownloadOutlined } from '@ant-design/icons';
import { Badge, Button, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { KeywordSearch } from '../../../components/keyword-search';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { useExportSellerOrders } from '../../../features/seller/api/export-orders';
import { SELLER_ORDER_PAGE_SIZE, useSellerOrders } from '../../../features/seller/api/get-orders';
import { useWorkbenchSummary } from '../../../features/seller/api/get-summary';
import { SellerOrderCards, SellerOrderTable } from '../../../features/seller/components/order-list';
import { SellerListPage } from '../../../features/seller/components/seller-list-page';
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
    <SellerListPage
      className="seller-card seller-orders"
      testId="seller-orders"
      isInCard
      bar={
        <>
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
            className="seller-tabs phone-tabs"
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
        </>
      }
      what="订单"
      query={query}
      items={query.data?.data}
      skeleton={{ paragraph: { rows: 6 } }}
      empty={{ text: emptyText(filter), testId: 'seller-orders-empty' }}
      pages={{
        page: filter.page,
        pageSize: SELLER_ORDER_PAGE_SIZE,
        total: query.data?.total ?? 0,
        onChange: (page) => go({ ...filter, page }),
        testId: 'seller-orders-pages',
        totalText: `共 ${query.data?.total ?? 0} 个订单`,
        totalTestId: 'seller-orders-total',
      }}
      extra={<ShipModal order={shipping} onClose={() => setShipping(null)} />}
    >
      {(orders, isLoading) =>
        isPhone ? (
          <SellerOrderCards orders={orders} onShip={setShipping} isLoading={isLoading} />
        ) : (
          <SellerOrderTable orders={orders} onShip={setShipping} isLoading={isLoading} />
        )
      }
    </SellerListPage>
  );
}
