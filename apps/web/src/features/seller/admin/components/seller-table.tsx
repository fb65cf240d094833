import type { TAdminSeller } from '@mall/contract';
import { SELLER_STATE_TEXT, type TSellerState } from '@mall/contract/admin-wire';
import { Button, Input, Modal, Select, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { AdminTable, useAdminPaging } from '../../../../components/admin/admin-table';
import { useReasonModal } from '../../../../components/admin/reason-modal';
import { formatDate } from '../../../../lib/format';
import { useResumeSeller, useSuspendSeller } from '../api/decide-seller';
import { useSellers } from '../api/get-sellers';
import { SELLER_STATE_COLOR, SUSPEND_NOTICE, sellerStateOptions } from '../seller-admin-view';

/** 商家列表: search, a state filter, 暂停 with a reason (its products leave the shelves at once) and 恢复. */
export function SellerTable() {
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<TSellerState | undefined>(undefined);
  const paging = useAdminPaging();
  const query = useSellers({ keyword: keyword || undefined, status, page: paging.page, limit: paging.limit });
  const suspend = useSuspendSeller();
  const resume = useResumeSeller();
  const { ask, modal } = useReasonModal();

  const askSuspend = (s: TAdminSeller) =>
    ask({
      title: `暂停商家「${s.shopName}」`,
      description: SUSPEND_NOTICE,
      okText: '暂停经营',
      label: '暂停原因',
      placeholder: '商家会在工作台看到这段原因',
      isDanger: true,
      onConfirm: (reason) => suspend.mutateAsync({ id: s.id, reason }),
    });

  const confirmResume = (s: TAdminSeller) =>
    Modal.confirm({
      title: `恢复商家「${s.shopName}」？`,
      content: `暂停前在售的 ${s.productsOnSale} 件商品将立即重新上架，买家可以继续购买。`,
      okText: '恢复经营',
      cancelText: '取消',
      onOk: () => resume.mutateAsync(s.id),
    });

  return (
    <>
      <AdminTable<TAdminSeller>
        testId="seller-list"
        what="商家"
        query={query}
        rowKey="id"
        page={paging.page}
        limit={paging.limit}
        onPage={paging.onPage}
        filters={
          <>
            <Input.Search
              allowClear
              placeholder="店铺、企业、联系人、手机号或账号"
              aria-label="搜索商家"
              style={{ width: 280, maxWidth: '100%' }}
              onSearch={(v) => {
                setKeyword(v.trim());
                paging.toFirst();
              }}
              data-testid="sellers-search"
            />
            <Select<TSellerState | 'all'>
              value={status ?? 'all'}
              style={{ width: 120 }}
              aria-label="商家状态"
              options={[{ value: 'all', label: '全部状态' }, ...sellerStateOptions()]}
              onChange={(v) => {
                setStatus(v === 'all' ? undefined : v);
                paging.toFirst();
              }}
              data-testid="sellers-status"
            />
          </>
        }
        columns={[
          { title: '店铺', dataIndex: 'shopName', fixed: 'left', width: 160 },
          {
            title: '企业 / 账号',
            key: 'company',
            width: 210,
            render: (_v, s) => (
              <>
                <div>{s.companyName || '—'}</div>
                <small style={{ color: 'var(--text-3)' }}>账号 {s.username}</small>
              </>
            ),
          },
          {
            title: '联系人',
            key: 'contact',
            width: 150,
            render: (_v, s) => [s.contactName, s.phone].filter(Boolean).join(' ') || '—',
          },
          { title: '在售商品', dataIndex: 'productsOnSale', width: 90, align: 'right' },
          { title: '订单数', dataIndex: 'orders', width: 80, align: 'right' },
          {
            title: '状态',
            key: 'status',
            width: 100,
            render: (_v, s) =>
              s.status === 1 ? (
                <Tooltip title={`原因：${s.suspendReason}（${formatDate(s.suspendedAt, 'YYYY-MM-DD HH:mm')}）`}>
                  <Tag color={SELLER_STATE_COLOR[1]}>{SELLER_STATE_TEXT[1]}</Tag>
                </Tooltip>
              ) : (
                <Tag color={SELLER_STATE_COLOR[0]}>{SELLER_STATE_TEXT[0]}</Tag>
              ),
          },
          {
            title: '入驻时间',
            dataIndex: 'createdAt',
            width: 110,
            render: (t: number) => formatDate(t),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 100,
            render: (_v, s) =>
              s.status === 1 ? (
                <Button type="link" onClick={() => confirmResume(s)} data-testid="seller-resume">
                  恢复
                </Button>
              ) : (
                <Button type="link" danger onClick={() => askSuspend(s)} data-testid="seller-suspend">
                  暂停
                </Button>
              ),
          },
        ]}
      />
      {modal}
    </>
  );
}
