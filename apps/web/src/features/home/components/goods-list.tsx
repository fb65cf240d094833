import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LikeOutlined } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spin } from '../../../components/ui/spin';
import { getProductPageQueryOptions, ProductCard } from '../../catalogue';
import { GOODS_PAGE_SIZE, GOODS_PAGE_SIZES, totalPages } from '../paging';
import { BlockHead, QueryBlock, SkeletonBox } from './block-state';

function GoodsSkeleton({ count }: { count: number }) {
  return (
    <div className="product-grid">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <div key={i} className="goods-skeleton">
          <SkeletonBox aspectRatio="1 / 1" />
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}

/** 为你推荐: the product list (queryPortalPage) with paging; totalPage = ceil(total / pageRows). */
export function GoodsList() {
  const [page, setPage] = useState(1);
  const [pageRows, setPageRows] = useState<number>(GOODS_PAGE_SIZE);
  const query = useQuery(getProductPageQueryOptions({ pageNO: page, pageRows }));
  const anchor = useRef<HTMLElement>(null);
  const total = query.data?.total ?? 0;
  const pages = totalPages(total, pageRows);

  const go = (nextPage: number, nextRows: number) => {
    setPage(nextRows === pageRows ? nextPage : 1);
    setPageRows(nextRows);
    anchor.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section className="home-block home-goods" aria-label="为你推荐" ref={anchor} data-testid="home-goods">
      <BlockHead
        title={
          <>
            <LikeOutlined /> 为你推荐
          </>
        }
        hint={query.data ? `共 ${total} 件商品 · 第 ${Math.min(page, pages)} / ${pages} 页` : '猜你喜欢的智能好物'}
        more={{ to: '/product', label: '查看全部' }}
      />
      <QueryBlock
        query={query}
        errorTitle="推荐商品加载失败"
        emptyText="暂无商品"
        isEmpty={(d) => !d.data.length}
        skeleton={<GoodsSkeleton count={pageRows} />}
      >
        {(d) => (
          <Spin spinning={query.isPlaceholderData} description="加载中…">
            <div className="product-grid" data-testid="goods-grid" data-page={page}>
              {d.data.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
            </div>
          </Spin>
        )}
      </QueryBlock>
      {total > 0 ? (
        <Pagination
          className="home-pagination"
          align="center"
          current={page}
          pageSize={pageRows}
          total={total}
          showSizeChanger
          pageSizeOptions={GOODS_PAGE_SIZES.map(String)}
          showQuickJumper={pages > 5}
          showTotal={(t) => `共 ${t} 件`}
          onChange={go}
        />
      ) : null}
    </section>
  );
}
