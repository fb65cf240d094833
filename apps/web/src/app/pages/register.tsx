import { UserOutlined } from '@ant-design/icons';
import { zUsername } from '@mall/contract';
import { PRIVACY_POLICY_VERSION } from '@mall/contract/wire';
import { Button, Checkbox, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { login } from '../../features/account/api/login';
import { type TRegisterInput, useRegisterUser } from '../../features/account/api/register';
import { NewPasswordFields, PhoneField, SmsCodeField } from '../../features/account/components/account-fields';
import { sendCodeTo } from '../../features/account/components/sms-code-button';
import { toast } from '../../lib/toast';
import { zodRule } from '../../lib/zod-rule';
import { useSession } from '../../stores/session';

type TRegisterForm = Omit<TRegisterInput, 'privacyVersion'> & { confirm: string; agree: boolean };

/**
 * Register (spec §2): username, password twice, phone and SMS code; logs in on success. The privacy
 * policy version the box agrees to goes along, and the server records it with its time.
 */
export default function RegisterPage() {
  const [form] = Form.useForm<TRegisterForm>();
  const navigate = useNavigate();
  const registerUser = useRegisterUser();

  const getPhone = async () => {
    try {
      const { phone } = await form.validateFields(['phone']);
      return phone.trim();
    } catch {
      return null;
    }
  };

  const onFinish = async ({ username, password, phone, code }: TRegisterForm) => {
    if (registerUser.isPending) return;
    const data = {
      username: username.trim(),
      password,
      phone: phone.trim(),
      code: code.trim(),
      privacyVersion: PRIVACY_POLICY_VERSION,
    };
    try {
      await registerUser.mutateAsync(data);
    } catch {
      return; // toasted by the request client (e.g. 531 数据已存在)
    }
    toast.success('注册成功');
    try {
      const token = await login({ username: data.username, password });
      const isSignedIn = await useSession.getState().signIn(token);
      navigate(isSignedIn ? '/' : '/login', { replace: true });
    } catch {
      navigate('/login', { replace: true });
    }
  };

  return (
    <div className="container narrow-page">
      <div className="page-card form-card">
        <div className="form-card-head">
          <h1>注册新用户</h1>
          <span>
            已有账号？
            <Link className="text-link" to="/login">
              立即登录
            </Link>
          </span>
        </div>
        <Form<TRegisterForm>
          form={form}
          layout="vertical"
          size="large"
          requiredMark={false}
          onFinish={onFinish}
          initialValues={{ agree: false }}
          className="form-body"
        >
          <Form.Item
            name="username"
            label="用户名"
            extra="3-20位字母、数字、汉字或下划线，不能是纯数字"
            rules={[{ required: true, message: '请输入用户名' }, zodRule(zUsername)]}
          >
            <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" maxLength={20} />
          </Form.Item>
          <NewPasswordFields
            name="password"
            label="密码"
            placeholder="请输入密码"
            confirmLabel="确认密码"
            confirmPlaceholder="请再次输入密码"
          />
          <PhoneField />
          <SmsCodeField send={sendCodeTo('register', getPhone)} />
          <Form.Item
            name="agree"
            valuePropName="checked"
            rules={[
              {
                validator: async (_, value) => {
                  if (!value) throw new Error('请阅读并同意用户协议和隐私政策');
                },
              },
            ]}
          >
            <Checkbox data-testid="register-agree">
              我已阅读并同意{' '}
              <Link className="text-link" to="/guide?index=0&active=4">
                《用户协议》
              </Link>
              和
              <Link className="text-link" to="/guide?index=4&active=3">
                《隐私政策》
              </Link>
            </Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={registerUser.isPending}>
            {registerUser.isPending ? '注册中...' : '立即注册'}
          </Button>
        </Form>
      </div>
    </div>
  );
}
