import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { exchangeAuthCode } from '../../features/account/api/exchange-auth-code';
import { safeRedirect } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useSession } from '../../stores/session';
import './result-pages.css';

type TAuthState = 'asking' | 'checking' | 'failed';
type TFailure = 'missing' | 'token' | 'invalid';

const FAILURE_TEXT: Record<TFailure, string> = {
  missing: '缺少授权信息，请使用账号密码登录。',
  token: '为保护账号安全，本站不接受在链接中携带登录凭证，请使用账号密码登录。',
  invalid: '授权码无效、已使用或已过期，请使用账号密码登录。',
};

/**
 * Signing in from another page (spec §2 Auth, DESIGN-OPERATE §G): a page of the mall's family
 * opens `/auth?code=…&redirect=…` with a one-time code; this page exchanges it for a token of its
 * own, then the visitor continues to `redirect` (default home). A token never travels in a URL: a
 * `token` parameter is refused and never stored. A browser that already has a session is asked
 * first, showing who is signed in; keeping it leaves the code unspent and the session as it was —
 * so a link from somebody else never swaps the visitor into the sender's account unnoticed.
 */
export default function AuthPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const isTokenLink = params.has('token');
  const target = safeRedirect(params.get('redirect'));
  const token = useSession((s) => s.token);
  const uid = useSession((s) => s.uid);
  const name = useSession((s) => s.name);
  // Decided once on arrival: a session that exists now is asked about before anything is spent.
  const [state, setState] = useState<TAuthState>(() => {
    if (isTokenLink || !code) return 'failed';
    return useSession.getState().token ? 'asking' : 'checking';
  });
  const [failure, setFailure] = useState<TFailure>(isTokenLink ? 'token' : code ? 'invalid' : 'missing');

  // The question names the account: load it when only the token is known (a dead token signs out,
  // and then there is nothing to ask about).
  useEffect(() => {
    if (state !== 'asking') return;
    if (!token) setState('checking');
    else if (!uid) void useSession.getState().loadUser();
  }, [state, token, uid]);

  useEffect(() => {
    if (state !== 'checking' || !code) return;
    let isCancelled = false;
    void exchangeAuthCode(code).then((isSignedIn) => {
      if (isCancelled) return;
      if (!isSignedIn) {
        setFailure('invalid');
        setState('failed');
        return;
      }
      toast.success(`已登录：${useSession.getState().name}`);
      navigate(target, { replace: true });
    });
    return () => {
      isCancelled = true;
    };
  }, [state, code, target, navigate]);

  if (state === 'asking') {
    return (
      <div className="center-page" data-testid="auth-ask">
        <Result
          status="warning"
          title={<h1 className="result-h1">切换登录账号？</h1>}
          subTitle={
            <>
              <p>
                当前已登录：<strong data-testid="auth-current-name">{name || '当前账号'}</strong>
              </p>
              <p>此链接将以另一个账号登录，当前账号会退出。如果链接不是您本人发起的，请保持当前登录。</p>
            </>
          }
          extra={[
            <Button
              key="keep"
              type="primary"
              data-testid="auth-keep"
              onClick={() => navigate(target, { replace: true })}
            >
              保持当前登录
            </Button>,
            <Button key="switch" data-testid="auth-switch" onClick={() => setState('checking')}>
              切换到新账号
            </Button>,
          ]}
        />
      </div>
    );
  }
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
        subTitle={FAILURE_TEXT[failure]}
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
