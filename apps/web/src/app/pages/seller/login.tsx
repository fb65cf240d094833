import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSellerLogin, useSellerLoginHints, useSellerSession } from '../../../features/seller';
import { safeRedirect } from '../../../lib/format';
import './seller-layout.css';

interface TFields {
  username: string;
  password: string;
}

/**
 * 商家登录 (/seller/login): the workbench's own login (`/seller/api/authorization/login.json`). A
 * buyer signed in on this browser stays signed in; the two sessions never share a token.
 */
export default function SellerLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/seller');
  const token = useSellerSession((s) => s.token);
  const login = useSellerLogin();
  // The demo sellers' accounts, only while the server runs the demo (a shop without it shows none).
  const isDemo = useSellerLoginHints().data?.isDemo === true;

  // Signed in (now, or already when the page opened): on to the workbench.
  useEffect(() => {
    if (token) navigate(target.startsWith('/seller') ? target : '/seller', { replace: true });
  }, [token, navigate, target]);

  return (
    <div className="seller-login">
      <div className="seller-login-card">
        <h1>智联商城 · 商家中心</h1>
        <p>登录后处理订单、售后、采购报价、评价与商品</p>
        <Form<TFields>
          layout="vertical"
          requiredMark={false}
          disabled={login.isPending}
          onFinish={(values) => login.mutate(values)}
        >
          <Form.Item
            name="username"
            label="商家账号"
            rules={[{ required: true, whitespace: true, message: '请输入商家账号' }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus placeholder="如 seller01" />
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
            title="演示商家：seller01 … seller08，密码 seller12345"
          />
        ) : null}
        <div className="seller-login-foot">
          <Link to="/">← 返回商城</Link>
          <Link to="/login">买家登录</Link>
        </div>
      </div>
    </div>
  );
}
