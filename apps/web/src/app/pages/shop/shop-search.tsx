import { useQuery } from '@tanstack/react-query';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { getShopBasicQueryOptions } from '../../../features/catalogue/api/get-shop-basic';
import { useProductPage } from '../../../features/catalogue/api/use-product-page';
import { ProductResults } from '../../../features/catalogue/components/product-results';
import { shopPath } from '../../../features/catalogue/components/shop-box';
import { ShopHeader } from '../../../features/catalogue/components/shop-header';
import { ShopPageState } from '../../../features/catalogue/components/shop-state';
import { SortBar } from '../../../features/catalogue/components/sort-bar';
import { favoriteCardAction } from '../../../features/member/components/favorite-heart';
import '../../../features/catalogue/components/catalogue.css';
import { useListParams } from '../../../features/catalogue/hooks/use-list-params';
import { LIST_PAGE_ROWS, toPortalQuery } from '../../../features/catalogue/list-params';
import { usePageTitle } from '../../../stores/page-title';

/** ShopPage (`/shop/search?agentId=&queryName=`): search within one shop, sorted and paged. */
export default function ShopSearchPage() {
  const { params, update } = useListParams();
  const agentId = params.agentId;
  const basic = useQuery({ ...getShopBasicQueryOptions(agentId ?? 0), enabled: agentId !== undefined });
  const products = useProductPage(
    toPortalQuery({ agentId, queryName: params.queryName, sort: params.sort, page: params.page }, LIST_PAGE_ROWS),
    basic.isSuccess,
  );

  const shopName = basic.data?.name;
  usePageTitle(shopName && (params.queryName ? `“${params.queryName}”店内搜索 - ${shopName}` : `${shopName} 店内搜索`));

  if (agentId === undefined || !basic.isSuccess) {
    return <ShopPageState agentId={agentId} query={basic} className="shop-search-page" />;
  }
  const shop = basic.data;
  const total = products.data?.total;

  return (
    <div className="container catalogue-page shop-search-page" data-testid="shop-search-page">
      <Breadcrumb
        className="page-crumbs"
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'shop', title: <Link to={shopPath(agentId)}>{shop.name}</Link> },
          { key: 'search', title: '店内搜索' },
        ]}
      />
      <ShopHeader shop={shop} keyword={params.queryName} />
      <div className="shop-search-bar" style={{ marginTop: 16 }}>
        <h1 data-testid="shop-search-summary">
          {params.queryName ? (
            <>
              本店 “<em>{params.queryName}</em>” 的搜索结果
            </>
          ) : (
            '本店全部商品'
          )}
          {total !== undefined ? <span className="list-summary-count"> 共 {total} 件</span> : null}
        </h1>
      </div>
      <SortBar sort={params.sort} onChange={(sort) => update({ sort })} />
      <ProductResults
        query={products}
        page={params.page}
        pageSize={LIST_PAGE_ROWS}
        onPageChange={(page) => update({ page })}
        onClear={params.queryName ? () => update({ queryName: undefined }) : undefined}
        clearLabel="查看本店全部商品"
        emptyText="本店没有找到相关商品"
        emptyHint="换个关键词试试，或看看本店的全部商品"
        skeletonCount={10}
        cardAction={favoriteCardAction}
      />
    </div>
  );
}
