import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FireOutlined } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { Spin } from '../../../components/ui/spin';
import { Tabs } from '../../../components/ui/tabs';
import { getProductPageQueryOptions, ProductCard, sortCategories, useCategoryTree } from '../../catalogue';
import { parseId, parsePage, totalPages } from '../paging';
import { BlockHead, QueryBlock } from './block-state';

/** The market grid shows four rows of five. */
export const MARKET_PAGE_ROWS = 20;
const ALL = 'all';

/** `/market?sysCategoryId=&page=`: the query string of a market state; defaults are left out. */
export function marketSearch(sysCategoryId: number | undefined, page: number): string {
  const search = new URLSearchParams();
  if (sysCategoryId) search.set('sysCategoryId', String(sysCategoryId));
  if (page > 1) search.set('page', String(page));
  const s = search.toString();
  return s ? `?${s}` : '';
}

/**
 * Best sellers of the market (`queryPortalPage`, sort by sales) with top-level category tabs. The
 * category and page live in the URL, so a link or the back button restores them.
 */
export function MarketGoods() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sysCategoryId = parseId(params.get('sysCategoryId'));
  const page = parsePage(params.get('page'));
  const anchor = useRef<HTMLElement>(null);

  const tree = useCategoryTree();
  const categories = useMemo(() => sortCategories(tree.data), [tree.data]);
  const query = useQuery(
    getProductPageQueryOptions({ pageNO: page, pageRows: MARKET_PAGE_ROWS, sort: 'sales', sysCategoryId }),
  );
  const total = query.data?.total ?? 0;
  const pages = totalPages(total, MARKET_PAGE_ROWS);

  // Spec §2 scrolls every navigation to the top; a tab or page picked here brings the grid back into
  // view right after that, instead of leaving the buyer at the banner.
  const isBrowsing = params.has('sysCategoryId') || params.has('page');
  useEffect(() => {
    if (!isBrowsing) return;
    const timer = window.setTimeout(() => anchor.current?.scrollIntoView({ block: 'start' }), 0);
    return () => window.clearTimeout(timer);
  }, [isBrowsing]);

  const go = (nextCategory: number | undefined, nextPage: number) =>
    navigate({ pathname: '/market', search: marketSearch(nextCategory, nextPage) });

  const tabs = [{ key: ALL, label: '全部' }, ...categories.map((c) => ({ key: String(c.id), label: c.name }))];

  return (
    <section className="home-block market-goods" ref={anchor} aria-label="热销好物" data-testid="market-goods">
      <BlockHead
        title={
          <>
            <FireOutlined /> 热销好物
          </>
        }
        hint={query.data ? `按销量排序 · 共 ${total} 件 · 第 ${Math.min(page, pages)} / ${pages} 页` : '按销量排序'}
      />
      {tree.isPending ? (
        <SkeletonBlock className="market-tabs-skeleton" />
      ) : (
        <Tabs
          className="market-tabs"
          activeKey={sysCategoryId ? String(sysCategoryId) : ALL}
          items={tabs}
          onChange={(key) => go(key === ALL ? undefined : Number(key), 1)}
        />
      )}
      <QueryBlock
        query={query}
        errorTitle="商品加载失败"
        emptyText="该分类下暂无商品"
        isEmpty={(d) => !d.data.length}
        skeleton={<Skeleton active paragraph={{ rows: 10 }} />}
      >
        {(d) => (
          <Spin spinning={query.isPlaceholderData}>
            <div className="product-grid market-grid" data-testid="market-grid">
              {d.data.map((p, i) => (
                <div key={p.id} className="market-grid-cell">
                  {page === 1 && i < 3 ? <span className={`market-top market-top-${i + 1}`}>TOP{i + 1}</span> : null}
                  <ProductCard product={p} />
                </div>
              ))}
            </div>
          </Spin>
        )}
      </QueryBlock>
      {total > MARKET_PAGE_ROWS ? (
        <Pagination
          className="home-pagination"
          align="center"
          current={page}
          pageSize={MARKET_PAGE_ROWS}
          total={total}
          showSizeChanger={false}
          showQuickJumper={pages > 5}
          showTotal={(t) => `共 ${t} 件`}
          onChange={(p) => go(sysCategoryId, p)}
        />
      ) : null}
    </section>
  );
}
