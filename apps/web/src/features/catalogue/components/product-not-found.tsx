import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** An unknown, removed or malformed product id (the server answers 404). */
export function ProductNotFound() {
  return (
    <div className="state-card" data-testid="product-not-found">
      <Result
        status="404"
        title="商品不存在或已下架"
        subTitle="您访问的商品可能已下架、被删除，或链接有误。"
        extra={[
          <Link key="home" to="/">
            <Button type="primary">返回首页</Button>
          </Link>,
          <Link key="list" to="/product">
            <Button>去逛逛其他商品</Button>
          </Link>,
        ]}
      />
    </div>
  );
}
