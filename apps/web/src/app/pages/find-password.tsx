import { UserOutlined } from '@ant-design/icons';
import { type TUserLookup, zPhone } from '@mall/contract';
import { Alert, Button, Form, Input, Result, Steps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useResetPassword } from '../../features/account/api/reset-password';
import { useSelectUserByName } from '../../features/account/api/select-user-by-name';
import { useVerifyCode } from '../../features/account/api/verify-code';
import { NewPasswordFields, PhoneField, SmsCodeField } from '../../features/account/components/account-fields';
import { sendCodeTo } from '../../features/account/components/sms-code-button';
import { toast } from '../../lib/toast';

const STEPS = [{ title: '输入用户名' }, { title: '验证手机' }, { title: '设置新密码' }, { title: '完成' }];

/** Whether a full phone fits the masked one the server answered (e.g. 138****8000). */
function fitsMask(phone: string, masked: string): boolean {
  if (phone.length !== masked.length) return false;
  return [...masked].every((ch, i) => ch === '*' || ch === phone[i]);
}

function UsernameStep({ onFound }: { onFound: (account: TUserLookup) => void }) {
  const lookup = useSelectUserByName();
  const onFinish = async ({ username }: { username: string }) => {
    try {
      onFound(await lookup.mutateAsync({ username: username.trim() }));
    } catch {
      // 404 没有找到资源 is toasted by the request client.
    }
  };
  return (
    <Form layout="vertical" size="large" requiredMark={false} onFinish={onFinish} className="form-body">
      <Form.Item name="username" label="用户名" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" maxLength={64} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={lookup.isPending}>
        下一步
      </Button>
    </Form>
  );
}

interface TPhoneForm {
  phone: string;
  code: string;
}

function PhoneStep({ account, onVerified }: { account: TUserLookup; onVerified: (v: TPhoneForm) => void }) {
  const [form] = Form.useForm<TPhoneForm>();
  const verify = useVerifyCode();
  const phoneRules = [
    {
      validator: async (_: unknown, value: string) => {
        if (value && zPhone.safeParse(value).success && !fitsMask(value.trim(), account.maskedPhone)) {
          throw new Error('手机号与账号绑定的手机号不一致');
        }
      },
    },
  ];
  const getPhone = async () => {
    try {
      const { phone } = await form.validateFields(['phone']);
      return phone.trim();
    } catch {
      return null;
    }
  };
  const onFinish = async ({ phone, code }: TPhoneForm) => {
    const data = { phone: phone.trim(), code: code.trim() };
    try {
      await verify.mutateAsync({ ...data, scene: 'reset' });
      onVerified(data);
    } catch {
      // toasted by the request client
    }
  };
  return (
    <Form<TPhoneForm>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      className="form-body"
    >
      <Alert
        type="info"
        showIcon
        className="form-alert"
        title={
          <>
            账号 <strong>{account.username}</strong> 绑定的手机号为{' '}
            <strong data-testid="masked-phone">{account.maskedPhone}</strong>
            ，请输入完整手机号以接收验证码。
          </>
        }
      />
      <PhoneField rules={phoneRules} />
      <SmsCodeField send={sendCodeTo('reset', getPhone)} />
      <Button type="primary" htmlType="submit" block loading={verify.isPending}>
        下一步
      </Button>
    </Form>
  );
}

interface TPasswordForm {
  password: string;
  confirm: string;
}

function PasswordStep({ verified, onDone }: { verified: TPhoneForm; onDone: () => void }) {
  const reset = useResetPassword();
  const onFinish = async ({ password }: TPasswordForm) => {
    try {
      await reset.mutateAsync({ ...verified, password });
      toast.success('密码重置成功');
      onDone();
    } catch {
      // toasted by the request client
    }
  };
  return (
    <Form<TPasswordForm> layout="vertical" size="large" requiredMark={false} onFinish={onFinish} className="form-body">
      <NewPasswordFields
        name="password"
        label="新密码"
        placeholder="请输入新密码"
        confirmLabel="确认新密码"
        confirmPlaceholder="请再次输入新密码"
      />
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        确认修改
      </Button>
    </Form>
  );
}

/** Find password (spec §2 findPwd): username → phone + SMS code → new password → done. */
export default function FindPasswordPage() {
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<TUserLookup | null>(null);
  const [verified, setVerified] = useState<TPhoneForm | null>(null);

  return (
    <div className="container narrow-page">
      <div className="page-card form-card form-card-wide">
        <div className="form-card-head">
          <h1>找回密码</h1>
          <span>
            想起密码了？
            <Link className="text-link" to="/login">
              去登录
            </Link>
          </span>
        </div>
        <Steps current={step} items={STEPS} className="find-steps" />
        {step === 0 && (
          <UsernameStep
            onFound={(found) => {
              setAccount(found);
              setStep(1);
            }}
          />
        )}
        {step === 1 && account && (
          <PhoneStep
            account={account}
            onVerified={(v) => {
              setVerified(v);
              setStep(2);
            }}
          />
        )}
        {step === 2 && verified && <PasswordStep verified={verified} onDone={() => setStep(3)} />}
        {step === 3 && (
          <Result
            status="success"
            title="密码重置成功"
            subTitle="请使用新密码登录您的账号。"
            extra={
              <Link to="/login">
                <Button type="primary">去登录</Button>
              </Link>
            }
          />
        )}
      </div>
    </div>
  );
}
