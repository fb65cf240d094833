import { SELLER_LOW_STOCK } from '@mall/contract/seller-wire';
import { Empty, Segmented, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { KeywordSearch } from '../../../components/keyword-search';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { SELLER_PRODUCT_PAGE_SIZE, useSellerProducts } from '../../../features/seller/api/get-products';
import { useWorkbenchSummary } from '../../../features/seller/api/get-summary';
import { ProductCard } from '../../../features/seller/components/product-card';
import {
  parseSellerProductFilter,
  SELLER_PRODUCT_VIEWS,
  sellerProductSearch,
  type TSellerProductFilter,
  type TSellerProductView,
} from '../../../features/seller/product-filter';
import './products.css';

function emptyText(filter: TSellerProductFilter): string {
  if (filter.keyword) return `没有找到与“${filter.keyword}”相关的商品`;
  if (filter.view === 'on') return '没有在售的商品';
  if (filter.view === 'off') return '没有已下架的商品';
  if (filter.view === 'low') return `库存充足：没有库存不高于 ${SELLER_LOW_STOCK} 件的规格`;
  return '店铺还没有商品';
}

/**
 * 商品 (/seller/product): keyword search, 全部 / 在售 / 已下架 / 库存预警, ten products a page, each with
 * its standards: price (保存 per row), stock (调整库存: 入库 / 出库) and the shelf switch. The address
 * bar keeps the filter.
 */
export default function SellerProductsPage() {
  const [params, setParams] = useSearchParams();
  const filter = parseSellerProductFilter(params);
  const isPhone = useAntdPhone();
  const summary = useWorkbenchSummary();
  const query = useSellerProducts(filter);
  const products = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const go = (next: TSellerProductFilter) => setParams(sellerProductSearch(next));
  const lowStock = summary.data?.lowStock ?? 0;

  return (
    <div className="seller-products" data-testid="seller-products">
      <div className="seller-card seller-products-bar">
        <KeywordSearch
          keyword={filter.keyword}
          onSearch={(keyword) => go({ ...filter, keyword, page: 1 })}
          label="搜索商品"
          placeholder="商品名称"
          classPrefix="seller-products"
          testIdPrefix="seller-products"
        />
        <Segmented<TSellerProductView>
          className="seller-products-views"
          value={filter.view}
          onChange={(view) => go({ ...filter, view, page: 1 })}
          options={SELLER_PRODUCT_VIEWS.map((v) => ({
            value: v.key,
            label:
              v.key === 'low' && lowStock > 0 ? (
                <span className="seller-products-low">
                  {v.label}
                  <em>{lowStock}</em>
                </span>
              ) : (
                v.label
              ),
          }))}
          data-testid="seller-products-views"
        />
      </div>
      {query.isPending ? (
        <div className="seller-card" role="status" aria-busy="true" aria-label="商品加载中">
          <Skeleton active avatar={{ shape: 'square', size: 64 }} paragraph={{ rows: 4 }} />
        </div>
      ) : query.isError ? (
        <div className="seller-card">
          <LoadFailed title="商品加载失败" onRetry={() => query.refetch()} />
        </div>
      ) : products.length === 0 ? (
        <div className="seller-card">
          <Empty className="seller-empty" description={emptyText(filter)} data-testid="seller-products-empty" />
        </div>
      ) : (
        <div className={query.isPlaceholderData ? 'seller-product-list is-loading' : 'seller-product-list'}>
          {products.map((p) => (
            <ProductCard key={p.id} product={p} isPhone={isPhone} />
          ))}
        </div>
      )}
      {total > 0 && !query.isPending ? (
        <div className="seller-products-foot">
          <span className="seller-products-total" data-testid="seller-products-total">
            共 {total} 件商品
          </span>
          <ListPagination
            className="seller-products-pages"
            page={filter.page}
            pageSize={SELLER_PRODUCT_PAGE_SIZE}
            total={total}
            onChange={(page) => go({ ...filter, page })}
            data-testid="seller-products-pages"
          />
        </div>
      ) : null}
    </div>
  );
}
