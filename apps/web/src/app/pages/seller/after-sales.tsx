import type { TSellerProductReturn } from '@mall/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RETURNS_PAGE_SIZE, useSellerReturns } from '../../../features/seller/api/get-returns';
import { ReturnApproveModal } from '../../../features/seller/components/return-approve-modal';
import { ReturnCard } from '../../../features/seller/components/return-card';
import { ReturnRejectModal } from '../../../features/seller/components/return-reject-modal';
import { ReturnShipModal } from '../../../features/seller/components/return-ship-modal';
import { SellerListPage } from '../../../features/seller/components/seller-list-page';
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

  return (
    <SellerListPage
      className="seller-page"
      testId="seller-after-sales-page"
      barClassName="seller-tabs-card"
      bar={
        <Tabs
          activeKey={status === undefined ? 'all' : String(status)}
          onChange={(key) => go({ status: key })}
          items={RETURN_TABS.map((t) => ({ key: t.key, label: t.label }))}
          className="seller-tabs phone-tabs"
        />
      }
      what="售后列表"
      query={list}
      items={list.data?.data}
      skeleton={{ paragraph: { rows: 6 } }}
      empty={{
        text: status === undefined ? '还没有买家申请售后' : '该状态下没有售后申请',
        testId: 'seller-returns-empty',
      }}
      listClassName="seller-list"
      listTestId="seller-returns"
      pages={{
        page,
        pageSize: RETURNS_PAGE_SIZE,
        total: list.data?.total ?? 0,
        onChange: (next) => go({ page: next }),
        testId: 'seller-returns-pagination',
      }}
      extra={
        <>
          <ReturnRejectModal item={rejecting} onClose={() => setRejecting(null)} />
          <ReturnShipModal item={shipping} onClose={() => setShipping(null)} />
          <ReturnApproveModal item={approving} onClose={() => setApproving(null)} />
        </>
      }
    >
      {(items) =>
        items.map((item) => (
          <ReturnCard key={item.id} item={item} onReject={setRejecting} onShip={setShipping} onApprove={setApproving} />
        ))
      }
    </SellerListPage>
  );
}
