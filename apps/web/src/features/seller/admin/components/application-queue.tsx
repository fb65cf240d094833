import type { TAdminSellerApplication } from '@mall/contract';
import { APPLICATION_STATUS, APPLICATION_STATUS_TEXT, type TApplicationStatus } from '@mall/contract/admin-wire';
import { Button, Select, Tag } from 'antd';
import { useState } from 'react';
import { AdminTable, useAdminPaging } from '../../../../components/admin/admin-table';
import { useReasonModal } from '../../../../components/admin/reason-modal';
import { formatDate } from '../../../../lib/format';
import { useRejectApplication } from '../api/decide-seller';
import { useApplications } from '../api/get-applications';
import { APPLICATION_STATUS_COLOR, applicationStatusOptions } from '../seller-admin-view';
import { ApplicationDrawer } from './application-drawer';

/** 入驻申请: the queue (待审核 by default, oldest first), a drawer per application with 通过 / 驳回. */
export function ApplicationQueue() {
  const [status, setStatus] = useState<TApplicationStatus | undefined>(APPLICATION_STATUS.PENDING);
  const paging = useAdminPaging();
  const query = useApplications({ status, page: paging.page, limit: paging.limit });
  const [open, setOpen] = useState<TAdminSellerApplication | null>(null);
  const reject = useRejectApplication();
  const { ask, modal } = useReasonModal();

  const askReject = (a: TAdminSellerApplication) =>
    ask({
      title: `驳回「${a.shopName}」的入驻申请`,
      description: '申请人会在入驻进度和站内消息中看到驳回原因，可修改后重新提交。',
      okText: '驳回',
      label: '驳回原因',
      placeholder: '如：营业执照照片不清晰，请重新上传',
      isDanger: true,
      onConfirm: async (reason) => {
        await reject.mutateAsync({ id: a.id, reason });
        setOpen(null);
      },
    });

  return (
    <>
      <AdminTable<TAdminSellerApplication>
        testId="seller-applications"
        what="入驻申请"
        query={query}
        rowKey="id"
        page={paging.page}
        limit={paging.limit}
        onPage={paging.onPage}
        filters={
          <Select<TApplicationStatus | 'all'>
            value={status ?? 'all'}
            style={{ width: 140 }}
            aria-label="申请状态"
            options={[{ value: 'all', label: '全部状态' }, ...applicationStatusOptions()]}
            onChange={(v) => {
              setStatus(v === 'all' ? undefined : v);
              paging.toFirst();
            }}
            data-testid="applications-status"
          />
        }
        columns={[
          { title: '店铺名称', dataIndex: 'shopName', fixed: 'left', width: 160 },
          { title: '企业名称', dataIndex: 'companyName', width: 200 },
          { title: '统一社会信用代码', dataIndex: 'uscc', width: 190 },
          {
            title: '联系人',
            key: 'contact',
            width: 160,
            render: (_v, a) => `${a.contactName} ${a.phone}`,
          },
          {
            title: '主营类目',
            key: 'categories',
            width: 180,
            render: (_v, a) => a.categoryNames.join('、'),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: TApplicationStatus) => (
              <Tag color={APPLICATION_STATUS_COLOR[s]}>{APPLICATION_STATUS_TEXT[s]}</Tag>
            ),
          },
          {
            title: '提交时间',
            dataIndex: 'createdAt',
            width: 150,
            render: (t: number) => formatDate(t, 'YYYY-MM-DD HH:mm'),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 90,
            render: (_v, a) => (
              <Button type="link" onClick={() => setOpen(a)} data-testid="application-open">
                {a.status === 0 ? '审核' : '查看'}
              </Button>
            ),
          },
        ]}
      />
      <ApplicationDrawer application={open} onClose={() => setOpen(null)} onReject={askReject} />
      {modal}
    </>
  );
}
