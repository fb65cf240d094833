import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAdminLogin, useAdminLoginHints, useAdminSession } from '../../../features/admin';
import { safeRedirect } from '../../../lib/format';
import './admin-layout.css';

interface TFields {
  username: string;
  password: string;
}

/**
 * 管理员登录 (/admin/login): the console's own login (`/admin/api/authorization/login.json`), throttled
 * like the buyers'. A buyer or a seller signed in on this browser stays signed in; no token is shared.
 */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/admin');
  const token = useAdminSession((s) => s.token);
  const login = useAdminLogin();
  const isDemo = useAdminLoginHints().data?.isDemo === true;

  useEffect(() => {
    if (token) navigate(target.startsWith('/admin') ? target : '/admin', { replace: true });
  }, [token, navigate, target]);

  return (
    <div className="admin-login">
      <div className="admin-login-card">
        <h1>智联商城 · 平台管理</h1>
        <p>运营、商家审核、内容管理与客服</p>
        <Form<TFields>
          layout="vertical"
          requiredMark={false}
          disabled={login.isPending}
          onFinish={(values) => login.mutate(values)}
        >
          <Form.Item
            name="username"
            label="管理员账号"
            rules={[{ required: true, whitespace: true, message: '请输入管理员账号' }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus placeholder="管理员账号" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="密码" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
            登录
          </Button>
        </Form>
        {isDemo ? (
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            title="演示管理员：admin，密码 admin12345（仅演示环境）"
          />
        ) : null}
        <div className="admin-login-foot">
          <a href="/">← 返回商城</a>
          <a href="/seller/login">商家登录</a>
        </div>
      </div>
    </div>
  );
}
