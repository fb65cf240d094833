import { SafetyCertificateOutlined, ThunderboltOutlined, WifiOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../components/logo';
import { VERSION_LABEL } from '../../config/site';
import { LoginForm } from '../../features/account/components/login-form';
import { safeRedirect } from '../../lib/format';
import { useSiteInfo } from '../../lib/site-info';

const HIGHLIGHTS = [
  { icon: <WifiOutlined />, text: '全屋智能 一站配齐' },
  { icon: <ThunderboltOutlined />, text: '企业采购 极速报价' },
  { icon: <SafetyCertificateOutlined />, text: '正品保障 售后无忧' },
];

/** Personal login (spec §2 Login, no shell). Honours `?redirect=` after 登录成功. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const { siteName } = useSiteInfo();

  return (
    <div className="login-page">
      <div className="login-card">
        <section className="login-brand">
          <Logo isLight />
          <h1>连接每一件智能设备</h1>
          <p>{siteName}汇聚智能家居、安防、照明与物联网硬件，为家庭与企业提供可靠的智能化方案。</p>
          <ul>
            {HIGHLIGHTS.map((h) => (
              <li key={h.text}>
                {h.icon}
                <span>{h.text}</span>
              </li>
            ))}
          </ul>
          <small className="login-brand-version">{VERSION_LABEL}</small>
        </section>
        <section className="login-panel">
          <h2>密码登录</h2>
          <p className="login-panel-sub">欢迎回来，请登录您的账号</p>
          <LoginForm onSuccess={() => navigate(target, { replace: true })} msgTestId="login-page-msg" autoFocus />
          <div className="login-panel-links">
            <Link to="/register">还没有账号？免费注册</Link>
            <Link to="/findPwd">忘记密码？</Link>
          </div>
          <div className="login-panel-home">
            <Link to="/">← 返回商城首页</Link>
          </div>
        </section>
      </div>
    </div>
  );
}
