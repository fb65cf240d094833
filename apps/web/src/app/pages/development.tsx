import './result-pages.css';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Logo } from '../../components/logo';

function Illustration() {
  return (
    <svg viewBox="0 0 240 160" width="240" height="160" aria-hidden="true">
      <rect x="20" y="120" width="200" height="10" rx="5" fill="#e6f4f4" />
      <rect x="50" y="50" width="90" height="70" rx="8" fill="#b5f5ec" />
      <rect x="60" y="62" width="70" height="8" rx="4" fill="#fff" />
      <rect x="60" y="78" width="50" height="8" rx="4" fill="#fff" />
      <rect x="60" y="94" width="60" height="8" rx="4" fill="#fff" />
      <path d="M150 120 L175 40 L200 120 Z" fill="#ffd666" />
      <rect x="162" y="70" width="26" height="8" fill="#fff" />
      <rect x="157" y="92" width="36" height="8" fill="#fff" />
      <circle cx="95" cy="30" r="14" fill="none" stroke="var(--brand)" strokeWidth="6" strokeDasharray="8 6" />
    </svg>
  );
}

/** /devp (spec §2 Development): the honest answer for entries that are not built yet. */
export default function DevelopmentPage() {
  const navigate = useNavigate();
  return (
    <div className="center-page">
      <div className="center-page-logo">
        <Logo />
      </div>
      <Result
        icon={<Illustration />}
        title={<h1 className="result-h1">页面建设中</h1>}
        subTitle="该功能正在紧锣密鼓地开发中，敬请期待。"
        extra={[
          <LinkButton key="home" to="/" type="primary">
            返回首页
          </LinkButton>,
          <Button key="back" onClick={() => navigate(-1)}>
            返回上一页
          </Button>,
        ]}
      />
    </div>
  );
}
