import { Alert, Button, Form, Input } from 'antd';
import { toast } from '../../../lib/toast';
import { NewPasswordFields } from '../../account/components/account-fields';
import { useChangeSellerPassword } from '../api/change-password';

interface TFields {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * The workbench of a newly approved seller (DESIGN-OPERATE §B): the one-time password from the SMS
 * must be replaced before anything else answers; then the seller signs in again with the new one.
 */
export function FirstPassword() {
  const change = useChangeSellerPassword();
  const [form] = Form.useForm<TFields>();
  return (
    <div className="seller-first-password" style={{ maxWidth: 520, background: '#fff', borderRadius: 8, padding: 20 }}>
      <Alert
        style={{ marginBottom: 16 }}
        type="warning"
        showIcon
        title="欢迎入驻！请先修改初始密码"
        description="短信中的初始密码只用于第一次登录。修改后请用新密码重新登录，即可使用商家中心的全部功能。"
      />
      <Form<TFields>
        form={form}
        layout="vertical"
        disabled={change.isPending}
        onFinish={({ oldPassword, newPassword }) =>
          change.mutate(
            { oldPassword, newPassword },
            { onSuccess: () => toast.success('密码已修改，请用新密码重新登录') },
          )
        }
        data-testid="seller-first-password"
      >
        <Form.Item name="oldPassword" label="初始密码" rules={[{ required: true, message: '请输入短信中的初始密码' }]}>
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
                if (value && value === getFieldValue('oldPassword')) throw new Error('新密码不能与初始密码相同');
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
