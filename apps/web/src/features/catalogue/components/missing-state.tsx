import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Result } from '../../../components/ui/result';
import { RequestError } from '../../../lib/request';

/** Statuses that mean "no such thing for this buyer": 404, or 407 for an id the server refuses. */
export function isMissing(error: unknown): boolean {
  return error instanceof RequestError && (error.status === 404 || error.status === 407);
}

/** The page for an unknown, removed or malformed id, with ways back into the mall. */
function MissingState({ title, subTitle, testId }: { title: string; subTitle: string; testId: string }) {
  return (
    <div className="state-card" data-testid={testId}>
      <Result
        status="404"
        title={title}
        subTitle={subTitle}
        extra={[
          <Link key="home" to="/">
            <Button type="primary">返回首页</Button>
          </Link>,
          <Link key="list" to="/product">
            <Button>去逛逛商品</Button>
          </Link>,
        ]}
      />
    </div>
  );
}

export function ProductNotFound() {
  return (
    <MissingState
      title="商品不存在或已下架"
      subTitle="您访问的商品可能已下架、被删除，或链接有误。"
      testId="product-not-found"
    />
  );
}

export function ShopNotFound() {
  return (
    <MissingState title="店铺不存在或已关闭" subTitle="您访问的店铺可能已关闭，或链接有误。" testId="shop-not-found" />
  );
}
