import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { type TUpdatePasswordInput, useUpdatePassword } from '../../../features/account/api/update-password';
import { NewPasswordFields } from '../../../features/account/components/account-fields';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../stores/session';

type TEditPasswordForm = TUpdatePasswordInput & { confirm: string };

/** Change password (spec §2 EditPwd). 521 is toasted by the client; success signs out (spec §4). */
export default function EditPasswordPage() {
  const navigate = useNavigate();
  const updatePassword = useUpdatePassword();

  const onFinish = async ({ oldPassword, newPassword }: TEditPasswordForm) => {
    if (updatePassword.isPending) return;
    try {
      await updatePassword.mutateAsync({ oldPassword, newPassword });
    } catch {
      return;
    }
    toast.success('密码修改成功，请重新登录');
    await useSession.getState().signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div className="page-card">
      <div className="page-card-head">
        <h2>修改密码</h2>
        <span className="page-card-hint">修改成功后需要使用新密码重新登录</span>
      </div>
      <Form<TEditPasswordForm>
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={onFinish}
        className="form-body form-body-left"
      >
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="请输入原密码"
            autoComplete="current-password"
            maxLength={128}
          />
        </Form.Item>
        <NewPasswordFields
          name="newPassword"
          label="新密码"
          placeholder="请输入新密码"
          confirmLabel="确认新密码"
          confirmPlaceholder="请再次输入新密码"
          dependencies={['oldPassword']}
          extraRules={[
            ({ getFieldValue }) => ({
              validator: async (_, value) => {
                if (value && value === getFieldValue('oldPassword')) throw new Error('新密码不能与原密码相同');
              },
            }),
          ]}
        />
        <Button type="primary" htmlType="submit" loading={updatePassword.isPending}>
          确认修改
        </Button>
      </Form>
    </div>
  );
}
