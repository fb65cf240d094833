import type { TSellerProductReturn } from '@mall/contract';
import { Empty, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/load-failed';
import { RETURNS_PAGE_SIZE, useSellerReturns } from '../../../features/seller/api/get-returns';
import { ReturnApproveModal } from '../../../features/seller/components/return-approve-modal';
import { ReturnCard } from '../../../features/seller/components/return-card';
import { ReturnRejectModal } from '../../../features/seller/components/return-reject-modal';
import { ReturnShipModal } from '../../../features/seller/components/return-ship-modal';
import { parsePage, parseReturnStatus, RETURN_TABS } from '../../../features/seller/return-view';
import './seller-pages.css';

/** SellerAfterSales (`/seller/after-sales?status=&page=`): the shop's after-sales requests by state. */
export default function SellerAfterSalesPage() {
  const [params, setParams] = useSearchParams();
  const status = parseReturnStatus(params.get('status'));
  const page = parsePage(params.get('page'));
  const list = useSellerReturns(status, page);
  const [rejecting, setRejecting] = useState<TSellerProductReturn | null>(null);
  const [shipping, setShipping] = useState<TSellerProductReturn | null>(null);
  const [approving, setApproving] = useState<TSellerProductReturn | null>(null);

  const go = (next: { status?: string; page?: number }) => {
    const p = new URLSearchParams();
    const s = next.status ?? (status === undefined ? 'all' : String(status));
    if (s !== 'all') p.set('status', s);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (list.isError) body = <LoadFailed title="售后列表加载失败" onRetry={() => list.refetch()} />;
  else if (list.data.data.length === 0)
    body = (
      <Empty
        className="seller-empty"
        data-testid="seller-returns-empty"
        description={status === undefined ? '还没有买家申请售后' : '该状态下没有售后申请'}
      />
    );
  else
    body = (
      <div className={list.isPlaceholderData ? 'seller-list is-loading' : 'seller-list'} data-testid="seller-returns">
        {list.data.data.map((item) => (
          <ReturnCard key={item.id} item={item} onReject={setRejecting} onShip={setShipping} onApprove={setApproving} />
        ))}
        <ListPagination
          className="seller-pagination"
          page={page}
          pageSize={RETURNS_PAGE_SIZE}
          total={list.data.total}
          onChange={(next) => go({ page: next })}
          data-testid="seller-returns-pagination"
        />
      </div>
    );

  return (
    <div className="seller-page" data-testid="seller-after-sales-page">
      <div className="seller-card seller-tabs-card">
        <Tabs
          activeKey={status === undefined ? 'all' : String(status)}
          onChange={(key) => go({ status: key })}
          items={RETURN_TABS.map((t) => ({ key: t.key, label: t.label }))}
          className="seller-tabs phone-tabs"
        />
      </div>
      {body}
      <ReturnRejectModal item={rejecting} onClose={() => setRejecting(null)} />
      <ReturnShipModal item={shipping} onClose={() => setShipping(null)} />
      <ReturnApproveModal item={approving} onClose={() => setApproving(null)} />
    </div>
  );
}
