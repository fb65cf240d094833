import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** An unknown order id, or another buyer's order (the server answers 404 for both). */
export function OrderNotFound() {
  return (
    <div className="page-card order-state" data-testid="order-not-found">
      <Result
        status="404"
        title="订单不存在"
        subTitle="该订单可能不存在、已被删除，或不属于当前账号。"
        extra={[
          <Link key="orders" to="/user/order">
            <Button type="primary">查看我的订单</Button>
          </Link>,
          <Link key="home" to="/">
            <Button>返回首页</Button>
          </Link>,
        ]}
      />
    </div>
  );
}
