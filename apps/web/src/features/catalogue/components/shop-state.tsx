import type { TShopBasic } from '@mall/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { RequestError } from '../../../lib/request';
import { ShopHeaderSkeleton } from './shop-header';

/** An unknown or closed shop, or a link without a valid agentId. */
export function ShopNotFound() {
  return (
    <div className="state-card" data-testid="shop-not-found">
      <Result
        status="404"
        title="店铺不存在或已关闭"
        subTitle="您访问的店铺可能已关闭，或链接有误。"
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

/** Loading, not-found and failure of the shop's basic data; null once it is there. */
export function ShopBasicState({ query }: { query: UseQueryResult<TShopBasic> }) {
  if (query.isPending) return <ShopHeaderSkeleton />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof RequestError && (error.status === 404 || error.status === 407)) return <ShopNotFound />;
    return (
      <div className="state-card">
        <LoadFailed title="店铺信息加载失败，请稍后重试" onRetry={() => query.refetch()} />
      </div>
    );
  }
  return null;
}

/**
 * What a shop page shows before its shop is there: not-found for a missing or bad agentId, else the
 * loading/failure state of the basic data. Null once the shop has loaded.
 */
export function ShopPageState({
  agentId,
  query,
  className,
}: {
  agentId: number | undefined;
  query: UseQueryResult<TShopBasic>;
  className: string;
}) {
  if (agentId !== undefined && query.isSuccess) return null;
  return (
    <div className={`container catalogue-page ${className}`}>
      {agentId === undefined ? <ShopNotFound /> : <ShopBasicState query={query} />}
    </div>
  );
}
