import { Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useFavorites } from '../api/get-favorites';
import { useSetFavorite } from '../api/toggle-favorite';
import { ProductShelfItem, ShelfButton } from './product-shelf';

const PAGE_SIZE = 12;

/** 我的收藏: the buyer's favourites, newest first, each with 取消收藏. */
export function FavoriteList() {
  const [page, setPage] = useState(1);
  const query = useFavorites(page, PAGE_SIZE);
  const setFavorite = useSetFavorite();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <LoadFailed title="收藏加载失败" onRetry={() => query.refetch()} />;
  const { data: list, total } = query.data;
  if (total === 0) {
    return (
      <Empty description="还没有收藏的商品" data-testid="favorite-empty">
        <Link to="/product">去逛逛</Link>
      </Empty>
    );
  }
  return (
    <>
      <p className="member-count" data-testid="favorite-total">
        共 {total} 件收藏
      </p>
      <div className="member-grid">
        {list.map((f) => (
          <ProductShelfItem
            key={f.id}
            product={f.product}
            testId="favorite-item"
            action={
              <ShelfButton
                loading={setFavorite.isPending && setFavorite.variables?.productId === f.productId}
                onClick={() => setFavorite.mutate({ productId: f.productId, favorite: false })}
              >
                取消收藏
              </ShelfButton>
            }
          />
        ))}
      </div>
      {total > PAGE_SIZE ? (
        <Pagination className="member-pager" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
      ) : null}
    </>
  );
}
