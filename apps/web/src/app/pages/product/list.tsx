import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { getCategoryTreeQueryOptions } from '../../../features/catalogue/api/get-category-tree';
import { useProductPage } from '../../../features/catalogue/api/use-product-page';
import { categoriesMatching, findCategoryPath, sortCategories } from '../../../features/catalogue/category-tree';
import { CategorySidebar } from '../../../features/catalogue/components/category-sidebar';
import { ActiveFilters, FilterPanel } from '../../../features/catalogue/components/filter-panel';
import { FilterSheet } from '../../../features/catalogue/components/filter-sheet';
import { ProductResults } from '../../../features/catalogue/components/product-results';
import { SortBar } from '../../../features/catalogue/components/sort-bar';
import '../../../features/catalogue/components/catalogue.css';
import { useListParams } from '../../../features/catalogue/hooks/use-list-params';
import {
  clearListFilters,
  countListFilters,
  DEFAULT_LIST_PARAMS,
  hasListFilters,
  LIST_PAGE_ROWS,
  toPortalQuery,
} from '../../../features/catalogue/list-params';
import { favoriteCardAction } from '../../../features/member/components/favorite-heart';
import { usePhone } from '../../../lib/use-phone';
import { usePageTitle } from '../../../stores/page-title';
import { useSession } from '../../../stores/session';

/** 我的家's prompt and switch, loaded for a signed-in buyer only: a visitor's list loads none of it. */
const HomePrompt = lazy(() => import('../../../features/smart-home').then((m) => ({ default: m.HomePrompt })));
const CompatibleSwitch = lazy(() =>
  import('../../../features/smart-home').then((m) => ({ default: m.CompatibleSwitch })),
);

/**
 * ProductList (`/product`): search results and category browsing. Every filter, the sort and the
 * page live in the query string, so a list can be shared and the back button restores it.
 */
export default function ProductListPage() {
  const { params, update, setParams } = useListParams();
  // A phone draws the category tree and the filters in a bottom sheet opened from the toolbar.
  const isPhone = usePhone();
  const isSignedIn = useSession((s) => Boolean(s.token));
  const [isSheetOpen, setSheetOpen] = useState(false);
  const treeQuery = useQuery({ ...getCategoryTreeQueryOptions(), select: sortCategories });
  const pageQuery = useProductPage(toPortalQuery(params, LIST_PAGE_ROWS));
  const categoryPath = findCategoryPath(treeQuery.data, params.sysCategoryId);
  const category = categoryPath.at(-1);
  const total = pageQuery.data?.total;
  usePageTitle(params.queryName ? `“${params.queryName}”搜索结果` : category?.name);
  const matched = categoriesMatching(treeQuery.data, params.queryName).filter((c) => c.id !== params.sysCategoryId);
  const hasFilters = hasListFilters(params);
  const clear = () => setParams(clearListFilters(params));
  // Nothing matched: drop the filters first; with none left, leave the keyword too.
  const emptyAction = hasFilters ? clear : params.queryName ? () => setParams(DEFAULT_LIST_PARAMS) : undefined;

  const crumbs = [
    { key: 'home', title: <Link to="/">首页</Link> },
    {
      key: 'all',
      title: categoryPath.length || params.queryName ? <Link to="/product">全部商品</Link> : '全部商品',
    },
    ...categoryPath.map((c, i) => ({
      key: `c${c.id}`,
      title:
        i < categoryPath.length - 1 || params.queryName ? (
          <Link to={`/product?sysCategoryId=${c.id}`}>{c.name}</Link>
        ) : (
          c.name
        ),
    })),
    ...(params.queryName ? [{ key: 'kw', title: `“${params.queryName}”` }] : []),
  ];

  const filterCount = countListFilters(params);

  return (
    <div className="container catalogue-page list-page">
      <Breadcrumb className="page-crumbs" items={crumbs} />
      <div className="list-summary" data-testid="list-summary">
        <h1>
          {params.queryName ? (
            <>
              “<em>{params.queryName}</em>” 的搜索结果
            </>
          ) : (
            (category?.name ?? '全部商品')
          )}
        </h1>
        {total !== undefined ? (
          <span className="list-summary-count">
            共 <b data-testid="list-total">{total}</b> 件
          </span>
        ) : null}
      </div>

      {matched.length > 0 ? (
        <div className="matched-categories" data-testid="matched-categories">
          <span className="matched-categories-label">相关分类：</span>
          {matched.map((c) => (
            <button
              type="button"
              key={c.id}
              className="filter-chip"
              onClick={() => update({ sysCategoryId: c.id })}
              data-testid="matched-category"
            >
              {c.name}
            </button>
          ))}
        </div>
      ) : null}

      <div className="list-body">
        {isPhone ? null : (
          <aside className="list-aside">
            <CategorySidebar
              tree={treeQuery.data}
              isLoading={treeQuery.isPending}
              isError={treeQuery.isError}
              onRetry={() => treeQuery.refetch()}
              selectedId={params.sysCategoryId}
              onSelect={(id) => update({ sysCategoryId: id })}
            />
          </aside>
        )}
        <section className="list-main" aria-label="商品列表">
          {isPhone ? (
            <ActiveFilters params={params} onChange={update} onClear={clear} categoryName={category?.name} />
          ) : (
            <div className="filter-card">
              <FilterPanel params={params} onChange={update} />
              <ActiveFilters params={params} onChange={update} onClear={clear} categoryName={category?.name} />
            </div>
          )}
          <div className="list-toolbar">
            <SortBar
              sort={params.sort}
              onChange={(sort) => update({ sort })}
              extra={
                <>
                  <label className="sort-bar-stock">
                    <input
                      type="checkbox"
                      checked={params.onlyInStock === 1}
                      onChange={(e) => update({ onlyInStock: e.target.checked ? 1 : undefined })}
                      data-testid="only-in-stock"
                    />
                    仅看有货
                  </label>
                  {isSignedIn ? (
                    <Suspense fallback={null}>
                      <CompatibleSwitch
                        checked={params.compatible === 1}
                        onChange={(on) => update({ compatible: on ? 1 : undefined })}
                      />
                    </Suspense>
                  ) : null}
                  {total ? (
                    <span className="sort-bar-pages">
                      <b>{params.page}</b>/{Math.max(1, Math.ceil(total / LIST_PAGE_ROWS))} 页
                    </span>
                  ) : null}
                </>
              }
            />
            {isPhone ? (
              <button
                type="button"
                className={`list-filter-open${filterCount ? ' is-active' : ''}`}
                onClick={() => setSheetOpen(true)}
                aria-haspopup="dialog"
                data-testid="filter-open"
              >
                <FilterIcon />
                筛选{filterCount ? <b>{filterCount}</b> : null}
              </button>
            ) : null}
          </div>
          {isSignedIn ? (
            <Suspense fallback={null}>
              <HomePrompt />
            </Suspense>
          ) : null}
          <ProductResults
            query={pageQuery}
            page={params.page}
            pageSize={LIST_PAGE_ROWS}
            onPageChange={(page) => update({ page })}
            onClear={emptyAction}
            clearLabel={hasFilters ? '清空筛选条件' : '查看全部商品'}
            skeletonCount={12}
            cardAction={favoriteCardAction}
          />
        </section>
      </div>
      {isPhone && isSheetOpen ? (
        <FilterSheet
          params={params}
          tree={treeQuery.data}
          isTreeLoading={treeQuery.isPending}
          isTreeError={treeQuery.isError}
          onTreeRetry={() => treeQuery.refetch()}
          onApply={(next) => {
            setSheetOpen(false);
            setParams(next);
          }}
          onClose={() => setSheetOpen(false)}
        />
      ) : null}
    </div>
  );
}

/** The funnel of the phone's 筛选 button. */
function FilterIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M1.5 2h13a.5.5 0 0 1 .4.8L10 9v4.5a.5.5 0 0 1-.3.45l-3 1.3A.5.5 0 0 1 6 14.8V9L1.1 2.8A.5.5 0 0 1 1.5 2z" />
    </svg>
  );
}
