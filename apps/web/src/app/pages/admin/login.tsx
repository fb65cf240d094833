import type { CSSProperties } from 'react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { StaffLogin } from '../../../components/staff-login';
import { useAdminLogin, useAdminLoginHints, useAdminSession } from '../../../features/admin';
import { safeRedirect } from '../../../lib/format';

/** The console's own colours behind the login card. */
const CONSOLE_GRADIENT = { '--staff-login-from': '#141e2b', '--staff-login-to': '#0b4f6c' } as CSSProperties;

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
    <StaffLogin
      title="智联商城 · 平台管理"
      subtitle="运营、商家审核、内容管理与客服"
      accountLabel="管理员账号"
      accountPlaceholder="管理员账号"
      isPending={login.isPending}
      onSubmit={(values) => login.mutate(values)}
      demoHint={isDemo ? '演示管理员：admin，密码 admin12345（仅演示环境）' : undefined}
      style={CONSOLE_GRADIENT}
      foot={
        <>
          <a href="/">← 返回商城</a>
          <a href="/seller/login">商家登录</a>
        </>
      }
    />
  );
}
