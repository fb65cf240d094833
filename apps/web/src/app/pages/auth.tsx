import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/format';
import { useSession } from '../../stores/session';

type TAuthState = 'checking' | 'failed';

/**
 * Authorised login (spec §2 Auth): a sister app opens `/auth?token=…&redirect=…`; the token is stored
 * and verified with the user-info call, then the visitor continues to `redirect` (default home).
 */
export default function AuthPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const target = safeRedirect(params.get('redirect'));
  const [state, setState] = useState<TAuthState>(token ? 'checking' : 'failed');

  useEffect(() => {
    if (!token) return;
    let isCancelled = false;
    void useSession
      .getState()
      .adoptToken(token)
      .then((isValid) => {
        if (isCancelled) return;
        if (isValid) navigate(target, { replace: true });
        else setState('failed');
      });
    return () => {
      isCancelled = true;
    };
  }, [token, target, navigate]);

  if (state === 'checking') {
    return (
      <div className="center-page">
        <Spin size="large" />
        <p className="center-page-hint">正在验证授权信息…</p>
      </div>
    );
  }
  return (
    <div className="center-page">
      <Result
        status="error"
        title={<h1 className="result-h1">授权登录失败</h1>}
        subTitle={token ? '授权信息无效或已过期，请使用账号密码登录。' : '缺少授权信息，请使用账号密码登录。'}
        extra={[
          <Link key="login" to={`/login?redirect=${encodeURIComponent(target)}`}>
            <Button type="primary">去登录</Button>
          </Link>,
          <Link key="home" to="/">
            <Button>返回首页</Button>
          </Link>,
        ]}
      />
    </div>
  );
}
