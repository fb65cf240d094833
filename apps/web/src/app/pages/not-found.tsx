import './result-pages.css';
import { Result } from 'antd';
import { useLocation } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Logo } from '../../components/logo';

/** * (spec §2 404): 页面走丢了. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="center-page">
      <div className="center-page-logo">
        <Logo />
      </div>
      <Result
        status="404"
        title={<h1 className="result-h1">页面走丢了</h1>}
        subTitle={
          <>
            抱歉，您访问的页面 <code className="not-found-path">{pathname}</code> 不存在或已被移除。
          </>
        }
        extra={[
          <LinkButton key="home" to="/" type="primary">
            返回首页
          </LinkButton>,
          <LinkButton key="products" to="/product">
            去逛逛商品
          </LinkButton>,
          <LinkButton key="guide" to="/guide" type="link">
            帮助指南
          </LinkButton>,
        ]}
      />
    </div>
  );
}
