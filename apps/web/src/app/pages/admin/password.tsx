import { Alert, Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../features/account/components/account-fields';
import { useAdminProfile, useChangeAdminPassword } from '../../../features/admin';
import { toast } from '../../../lib/toast';

interface TFields {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * 修改密码 (/admin/password): the admin's own password. An admin made by `npm run admin -- create` (or
 * reset by the owner) lands here first: until the one-time password is replaced, nothing else answers.
 */
export default function AdminPasswordPage() {
  const navigate = useNavigate();
  const { data: profile } = useAdminProfile();
  const change = useChangeAdminPassword();
  const [form] = Form.useForm<TFields>();

  return (
    <div className="admin-card" style={{ maxWidth: 520 }}>
      {profile?.mustChangePassword ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          title="首次登录，请先修改初始密码"
          description="初始密码只用于第一次登录。修改后才能使用平台管理的其他功能。"
        />
      ) : null}
      <Form<TFields>
        form={form}
        layout="vertical"
        disabled={change.isPending}
        onFinish={({ oldPassword, newPassword }) =>
          change.mutate(
            { oldPassword, newPassword },
            {
              onSuccess: () => {
                toast.success('密码已修改，其他设备上的登录已退出');
                form.resetFields();
                navigate('/admin', { replace: true });
              },
            },
          )
        }
      >
        <Form.Item
          name="oldPassword"
          label="原密码（或初始密码）"
          rules={[{ required: true, message: '请输入原密码' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          name="newPassword"
          label="新密码"
          placeholder="请输入新密码"
          confirmLabel="确认新密码"
          confirmPlaceholder="请再次输入新密码"
          extraRules={[
            ({ getFieldValue }) => ({
              validator: async (_r, value) => {
                if (value && value === getFieldValue('oldPassword')) throw new Error('新密码不能与原密码相同');
              },
            }),
          ]}
          dependencies={['oldPassword']}
        />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          保存新密码
        </Button>
      </Form>
    </div>
  );
}
