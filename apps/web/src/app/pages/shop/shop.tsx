import { parseShopTemplates } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { getShopBasicQueryOptions } from '../../../features/catalogue/api/get-shop-basic';
import { getShopCategoriesQueryOptions } from '../../../features/catalogue/api/get-shop-categories';
import { getShopDecorationQueryOptions } from '../../../features/catalogue/api/get-shop-decoration';
import { useProductPage } from '../../../features/catalogue/api/use-product-page';
import { findCategoryPath, sortCategories } from '../../../features/catalogue/category-tree';
import { CategorySidebar } from '../../../features/catalogue/components/category-sidebar';
import { ProductResults } from '../../../features/catalogue/components/product-results';
import { ShopHeader } from '../../../features/catalogue/components/shop-header';
import { ShopPageState } from '../../../features/catalogue/components/shop-state';
import {
  ShopBanner,
  ShopIntro,
  ShopNotice,
  ShopRecommend,
} from '../../../features/catalogue/components/shop-templates';
import { SortBar } from '../../../features/catalogue/components/sort-bar';
import { favoriteCardAction } from '../../../features/member/components/favorite-heart';
import '../../../features/catalogue/components/catalogue.css';
import { useListParams } from '../../../features/catalogue/hooks/use-list-params';
import { LIST_PAGE_ROWS, toPortalQuery } from '../../../features/catalogue/list-params';
import { usePageTitle } from '../../../stores/page-title';

const ALL_ID = 'shop-all';

/**
 * Shop (`/shop?agentId=`): built from the shop's templates (banner, notice, recommend), then its
 * categories and every product, paged. The category, sort and page of the product grid are in the
 * query string like the product list's.
 */
export default function ShopPage() {
  const { params, update } = useListParams();
  const agentId = params.agentId;
  const basic = useQuery({ ...getShopBasicQueryOptions(agentId ?? 0), enabled: agentId !== undefined });
  const isOpen = basic.isSuccess;
  const decoration = useQuery({
    ...getShopDecorationQueryOptions(agentId ?? 0),
    enabled: isOpen,
    select: parseShopTemplates,
  });
  const categories = useQuery({
    ...getShopCategoriesQueryOptions(agentId ?? 0),
    enabled: isOpen,
    select: sortCategories,
  });
  const products = useProductPage(toPortalQuery({ ...params, agentId }, LIST_PAGE_ROWS), isOpen);

  // The shell scrolls to the top on every navigation (spec §2); a change of the grid (category,
  // sort, page) brings the grid back into view once the templates above it have their height.
  const isGridChange = params.categoryId !== undefined || params.page > 1 || params.sort !== 'default';
  const isLaidOut = isOpen && !decoration.isPending;
  const hasScrolled = useRef(false);
  useEffect(() => {
    if (!isGridChange || !isLaidOut || hasScrolled.current) return;
    // After the shell's scroll to the top, which runs in the same commit.
    const timer = window.setTimeout(() => {
      hasScrolled.current = true;
      document.getElementById(ALL_ID)?.scrollIntoView();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [isGridChange, isLaidOut]);

  usePageTitle(basic.data?.name);

  if (agentId === undefined || !basic.isSuccess) {
    return <ShopPageState agentId={agentId} query={basic} className="shop-page" />;
  }
  const shop = basic.data;
  const templates = decoration.data;
  const categoryName = findCategoryPath(categories.data, params.categoryId).at(-1)?.name;

  return (
    <div className="container catalogue-page shop-page" data-testid="shop-page">
      <ShopHeader shop={shop} hasDescription={false} />
      <nav className="shop-nav" aria-label="店铺导航">
        <button
          type="button"
          className={params.categoryId === undefined ? 'is-active' : undefined}
          onClick={() => update({ categoryId: undefined })}
        >
          店铺首页
        </button>
        {(categories.data ?? []).slice(0, 8).map((c) => (
          <button
            type="button"
            key={c.id}
            className={params.categoryId === c.id ? 'is-active' : undefined}
            onClick={() => update({ categoryId: c.id })}
          >
            {c.name}
          </button>
        ))}
      </nav>

      {decoration.isPending ? (
        <div className="shop-hero">
          <span className="shop-banner skeleton-box" />
          <div className="shop-intro">
            <Skeleton active paragraph={{ rows: 5 }} />
          </div>
        </div>
      ) : decoration.isError ? (
        <div className="state-card" style={{ marginBottom: 24 }}>
          <LoadFailed title="店铺装修加载失败" onRetry={() => decoration.refetch()} />
        </div>
      ) : (
        <>
          <ShopNotice items={templates?.notice ?? []} />
          <div className="shop-hero">
            <ShopBanner items={templates?.banner ?? []} fallback={shop.banner} />
            <ShopIntro shop={shop} />
          </div>
          {(templates?.recommend ?? []).map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: template entries have no id; their order is the shop's.
            <ShopRecommend key={i} item={r} />
          ))}
        </>
      )}

      <section className="shop-section" id={ALL_ID} aria-label="全部商品">
        <div className="shop-section-head">
          <h2>
            {categoryName ?? '全部商品'}
            {products.data ? <small>共 {products.data.total} 件</small> : null}
          </h2>
        </div>
        <div className="list-body">
          <aside className="list-aside">
            <CategorySidebar
              title="店铺分类"
              tree={categories.data}
              isLoading={categories.isPending}
              isError={categories.isError}
              onRetry={() => categories.refetch()}
              selectedId={params.categoryId}
              onSelect={(id) => update({ categoryId: id })}
            />
          </aside>
          <div className="list-main">
            <SortBar sort={params.sort} onChange={(sort) => update({ sort })} />
            <ProductResults
              query={products}
              page={params.page}
              pageSize={LIST_PAGE_ROWS}
              onPageChange={(page) => update({ page })}
              onClear={params.categoryId ? () => update({ categoryId: undefined }) : undefined}
              clearLabel="查看店铺全部商品"
              emptyText={params.categoryId ? '该分类下暂无商品' : '店铺暂未上架商品'}
              emptyHint={params.categoryId ? '看看店铺的其他分类吧' : '过段时间再来看看吧'}
              cardAction={favoriteCardAction}
            />
          </div>
        </div>
      </section>
    </div>
  );
}
