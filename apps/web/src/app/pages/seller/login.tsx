import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { StaffLogin } from '../../../components/staff-login';
import { useSellerLogin, useSellerLoginHints, useSellerSession } from '../../../features/seller';
import { safeRedirect } from '../../../lib/format';

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
    <StaffLogin
      title="智联商城 · 商家中心"
      subtitle="登录后处理订单、售后、采购报价、评价与商品"
      accountLabel="商家账号"
      accountPlaceholder="如 seller01"
      isPending={login.isPending}
      onSubmit={(values) => login.mutate(values)}
      demoHint={isDemo ? '演示商家：seller01 … seller08，密码 seller12345' : undefined}
      foot={
        <>
          <Link to="/">← 返回商城</Link>
          <Link to="/login">买家登录</Link>
        </>
      }
    />
  );
}
