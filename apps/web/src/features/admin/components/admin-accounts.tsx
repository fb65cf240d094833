import type { TAdminAccount } from '@mall/contract';
import { ADMIN_ROLE_TEXT, ADMIN_ROLES, type TAdminRole } from '@mall/contract/admin-wire';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { showRefusal } from '../../../components/check-form';
import { LoadFailed } from '../../../components/load-failed';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAddAdmin, useAdminAccounts, useResetAdminPassword, useSetAdminDisabled } from '../api/admin-accounts';
import { useAdminProfile } from '../api/get-profile';

/** A one-time password, shown once: the owner copies it and hands it over; it is never shown again. */
function showOneTimePassword(username: string, password: string) {
  Modal.success({
    title: '请记录初始密码',
    width: 460,
    content: (
      <div data-testid="one-time-password">
        <p>
          管理员 <b>{username}</b> 的初始密码如下。该密码<b>只显示这一次</b>
          ，请复制后通过安全渠道交给本人；首次登录时须修改密码。
        </p>
        <Typography.Paragraph copyable={{ text: password, tooltips: ['复制', '已复制'] }} style={{ fontSize: 18 }}>
          <Typography.Text code>{password}</Typography.Text>
        </Typography.Paragraph>
      </div>
    ),
    okText: '我已记录',
  });
}

function AddAdminModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ username: string; role: TAdminRole }>();
  const add = useAddAdmin();
  const submit = async () => {
    const values = await form.validateFields();
    try {
      const created = await add.mutateAsync({ username: values.username.trim(), role: values.role });
      form.resetFields();
      onClose();
      showOneTimePassword(values.username.trim(), created.password);
    } catch (error) {
      showRefusal(form, error, (path) => (path[0] === 'username' || path[0] === 'role' ? path[0] : null));
    }
  };
  return (
    <Modal
      open={isOpen}
      title="新增管理员"
      okText="新增"
      cancelText="取消"
      confirmLoading={add.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ role: 'operator' }}>
        <Form.Item
          name="username"
          label="用户名"
          extra="3-32位字母、数字或 _ . -"
          rules={[
            { required: true, whitespace: true, message: '请输入用户名' },
            { pattern: /^\s*[A-Za-z0-9_.-]{3,32}\s*$/, message: '用户名为3-32位字母、数字或 _ . -' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select options={ADMIN_ROLES.map((r) => ({ value: r, label: ADMIN_ROLE_TEXT[r] }))} />
        </Form.Item>
        <Alert type="info" showIcon title="保存后显示一次性初始密码，该管理员首次登录时须修改。" />
      </Form>
    </Modal>
  );
}

/** 管理员 (owner): every admin, add with a one-time password, reset a password, disable and enable. */
export function AdminAccounts() {
  const query = useAdminAccounts();
  const { data: me } = useAdminProfile();
  const reset = useResetAdminPassword();
  const setDisabled = useSetAdminDisabled();
  const [isAdding, setAdding] = useState(false);

  if (query.isError) return <LoadFailed title="管理员列表加载失败" onRetry={() => query.refetch()} />;

  const confirmDisable = (a: TAdminAccount) =>
    Modal.confirm({
      title: a.disabled ? `启用 ${a.username}？` : `停用 ${a.username}？`,
      content: a.disabled
        ? '启用后该管理员可以重新登录平台管理。'
        : '停用后该管理员的所有登录立即失效，且无法再登录，直到重新启用。',
      okText: a.disabled ? '启用' : '停用',
      okButtonProps: { danger: !a.disabled },
      cancelText: '取消',
      onOk: () =>
        setDisabled
          .mutateAsync({ id: a.id, disabled: !a.disabled })
          .then(() => toast.success(a.disabled ? '已启用' : '已停用')),
    });

  return (
    <div className="admin-card" data-testid="admin-accounts">
      <div className="admin-filters">
        <Button type="primary" onClick={() => setAdding(true)}>
          新增管理员
        </Button>
      </div>
      <Table<TAdminAccount>
        rowKey="id"
        size="middle"
        loading={query.isPending}
        dataSource={query.data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, showTotal: (total) => `共 ${total} 条`, hideOnSinglePage: true }}
        locale={{ emptyText: '暂无管理员' }}
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '角色', dataIndex: 'role', render: (r: TAdminRole) => ADMIN_ROLE_TEXT[r] },
          {
            title: '状态',
            key: 'state',
            render: (_v, a) => (
              <Space size={4} wrap>
                {a.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>}
                {a.mustChangePassword ? <Tag color="orange">待改初始密码</Tag> : null}
              </Space>
            ),
          },
          {
            title: '最近登录',
            dataIndex: 'lastLoginAt',
            render: (ms: number | null) => (ms ? formatDate(ms, 'YYYY-MM-DD HH:mm') : '从未登录'),
          },
          { title: '创建时间', dataIndex: 'createdAt', render: (ms: number) => formatDate(ms, 'YYYY-MM-DD HH:mm') },
          {
            title: '操作',
            key: 'actions',
            render: (_v, a) =>
              a.id === me?.id ? (
                <Typography.Text type="secondary">当前账号</Typography.Text>
              ) : (
                <Space size={0} wrap>
                  <Popconfirm
                    title={`重置 ${a.username} 的密码？`}
                    description="将生成新的一次性密码，该管理员的所有登录立即失效。"
                    okText="重置"
                    cancelText="取消"
                    onConfirm={() =>
                      reset.mutateAsync(a.id).then(({ password }) => showOneTimePassword(a.username, password))
                    }
                  >
                    <Button type="link">重置密码</Button>
                  </Popconfirm>
                  <Button type="link" danger={!a.disabled} onClick={() => confirmDisable(a)}>
                    {a.disabled ? '启用' : '停用'}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <AddAdminModal isOpen={isAdding} onClose={() => setAdding(false)} />
    </div>
  );
}
