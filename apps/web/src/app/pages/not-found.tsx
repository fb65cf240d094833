import './result-pages.css';
import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';
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
          <Link key="home" to="/">
            <Button type="primary">返回首页</Button>
          </Link>,
          <Link key="products" to="/product">
            <Button>去逛逛商品</Button>
          </Link>,
          <Link key="guide" to="/guide">
            <Button type="link">帮助指南</Button>
          </Link>,
        ]}
      />
    </div>
  );
}
