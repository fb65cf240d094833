import type { TShopBasic } from '@mall/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '../../../components/load-failed';
import { isMissing, ShopNotFound } from './missing-state';
import { ShopHeaderSkeleton } from './shop-header';

/** Loading, not-found and failure of the shop's basic data; null once it is there. */
export function ShopBasicState({ query }: { query: UseQueryResult<TShopBasic> }) {
  if (query.isPending) return <ShopHeaderSkeleton />;
  if (query.isError) {
    const error = query.error;
    if (isMissing(error)) return <ShopNotFound />;
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
