import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import './staff-login.css';

interface TStaffLoginProps {
  title: string;
  subtitle: string;
  accountLabel: string;
  accountPlaceholder: string;
  isPending: boolean;
  onSubmit: (values: { username: string; password: string }) => void;
  /** The demo's accounts, only while the server runs the demo. */
  demoHint?: string;
  /** The links under the card (back to the mall, the other login). */
  foot: ReactNode;
  /** The page's own gradient (`--staff-login-from`, `--staff-login-to`). */
  style?: CSSProperties;
}

/**
 * The login card of the seller workbench and of the platform console: an account and a password,
 * the demo's accounts when the demo runs, the links below. Each page keeps its own call and session.
 */
export function StaffLogin(props: TStaffLoginProps) {
  const { title, subtitle, accountLabel, accountPlaceholder, isPending, onSubmit, demoHint, foot, style } = props;
  return (
    <div className="staff-login" style={style}>
      <div className="staff-login-card">
        <h1>{title}</h1>
        <p>{subtitle}</p>
        <Form<{ username: string; password: string }>
          layout="vertical"
          requiredMark={false}
          disabled={isPending}
          onFinish={onSubmit}
        >
          <Form.Item
            name="username"
            label={accountLabel}
            rules={[{ required: true, whitespace: true, message: `请输入${accountLabel}` }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus placeholder={accountPlaceholder} />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="密码" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
            登录
          </Button>
        </Form>
        {demoHint ? <Alert style={{ marginTop: 16 }} type="info" showIcon title={demoHint} /> : null}
        <div className="staff-login-foot">{foot}</div>
      </div>
    </div>
  );
}
