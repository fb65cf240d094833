import type { TAdminUser } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { App, Button, Input, Tag } from 'antd';
import { useState } from 'react';
import { AdminTable, useAdminPaging } from '../../../../components/admin/admin-table';
import { useReasonModal } from '../../../../components/admin/reason-modal';
import { formatDate } from '../../../../lib/format';
import { useDisableUser } from '../api/disable-user';
import { useEnableUser } from '../api/enable-user';
import { useAdminUsers } from '../api/get-users';

/** 用户管理 (DESIGN-OPERATE §A `user`): search buyers, disable with a reason, enable. */
export function UserAdmin() {
  const [keyword, setKeyword] = useState('');
  const paging = useAdminPaging();
  const query = useAdminUsers({ keyword: keyword || undefined, page: paging.page, limit: paging.limit });
  const disable = useDisableUser();
  const enable = useEnableUser();
  const { ask, modal } = useReasonModal();
  const { modal: confirm, message } = App.useApp();

  const onDisable = (u: TAdminUser) =>
    ask({
      title: `停用用户 ${u.username}`,
      description: '停用后该用户的所有登录立即失效，再次登录时会看到停用原因；订单和售后照常进行。',
      okText: '停用',
      label: '停用原因',
      placeholder: '用户登录时会看到这段原因',
      isDanger: true,
      onConfirm: async (reason) => {
        await disable.mutateAsync({ id: u.id, reason });
        message.success('已停用');
      },
    });

  const onEnable = (u: TAdminUser) =>
    confirm.confirm({
      title: `启用用户 ${u.username}？`,
      content: '启用后该用户可以重新登录，并会收到账号恢复的消息。',
      okText: '启用',
      cancelText: '取消',
      onOk: async () => {
        await enable.mutateAsync(u.id);
        message.success('已启用');
      },
    });

  return (
    <>
      <AdminTable<TAdminUser>
        testId="admin-user-table"
        what="用户"
        rowKey="id"
        query={query}
        page={paging.page}
        limit={paging.limit}
        onPage={paging.onPage}
        filters={
          <Input.Search
            allowClear
            placeholder="用户名 / 手机号 / 昵称"
            style={{ width: 260, maxWidth: '100%' }}
            onSearch={(v) => {
              setKeyword(v.trim());
              paging.toFirst();
            }}
            data-testid="admin-user-search"
          />
        }
        columns={[
          { title: 'ID', dataIndex: 'id' },
          {
            title: '用户名',
            key: 'username',
            render: (_, u) => (
              <>
                {u.username}
                {u.deleted ? <Tag style={{ marginLeft: 4 }}>已注销</Tag> : null}
              </>
            ),
          },
          { title: '昵称', dataIndex: 'nickname', render: (v: string) => v || '—' },
          { title: '手机号', dataIndex: 'phone' },
          { title: '注册时间', dataIndex: 'registeredAt', render: (t: number) => formatDate(t, 'YYYY-MM-DD HH:mm') },
          { title: '订单数', dataIndex: 'orderCount' },
          { title: 'AI币余额', dataIndex: 'balance', render: (v: number) => `¥${formatYuan(v)}` },
          {
            title: '状态',
            key: 'state',
            render: (_, u) =>
              u.disabled ? (
                <div style={{ maxWidth: 220, whiteSpace: 'normal' }}>
                  <Tag color="red">已停用</Tag>
                  <span style={{ color: 'var(--text-2)' }}>{u.disabledReason}</span>
                </div>
              ) : (
                <Tag color="green">正常</Tag>
              ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            fixed: 'right',
            render: (_, u) =>
              u.disabled ? (
                <Button size="small" onClick={() => onEnable(u)} data-testid="admin-user-enable">
                  启用
                </Button>
              ) : (
                <Button size="small" danger onClick={() => onDisable(u)} data-testid="admin-user-disable">
                  停用
                </Button>
              ),
          },
        ]}
      />
      {modal}
    </>
  );
}
