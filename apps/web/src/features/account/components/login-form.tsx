import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { usePasswordLogin } from './use-password-login';
import './account.css';

interface TLoginFormProps {
  onSuccess?: () => void;
  /** `data-testid` of the inline validation message. */
  msgTestId?: string;
  autoFocus?: boolean;
}

/** Username/password form; Enter in the password field submits (spec §2). */
export function LoginForm({ onSuccess, msgTestId, autoFocus }: TLoginFormProps) {
  const { username, setUsername, password, setPassword, msg, isBusy, submit } = usePasswordLogin(onSuccess);
  return (
    <form
      className="login-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Input
        size="large"
        prefix={<UserOutlined />}
        placeholder="请输入用户名"
        aria-label="用户名"
        autoComplete="username"
        autoFocus={autoFocus}
        value={username}
        maxLength={64}
        onChange={(e) => setUsername(e.target.value)}
      />
      <Input.Password
        size="large"
        prefix={<LockOutlined />}
        placeholder="请输入密码"
        aria-label="密码"
        autoComplete="current-password"
        value={password}
        maxLength={128}
        onChange={(e) => setPassword(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          void submit();
        }}
      />
      <div className="login-form-msg" data-testid={msgTestId} role="alert">
        {msg}
      </div>
      <Button type="primary" size="large" block htmlType="submit" aria-busy={isBusy}>
        {isBusy ? '登录中...' : '登录'}
      </Button>
    </form>
  );
}
