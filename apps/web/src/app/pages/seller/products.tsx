import { PlusOutlined } from '@ant-design/icons';
import { SELLER_LOW_STOCK } from '@mall/contract/seller-wire';
import { PRODUCT_STATE_TEXT, PRODUCT_STATES, type TProductState } from '@mall/contract/wire';
import { Segmented, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { KeywordSearch } from '../../../components/keyword-search';
import { LinkButton } from '../../../components/link-button';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { SELLER_PRODUCT_PAGE_SIZE, useSellerProducts } from '../../../features/seller/api/get-products';
import { useWorkbenchSummary } from '../../../features/seller/api/get-summary';
import { ListingImportExport } from '../../../features/seller/components/listing-import';
import { ProductCard } from '../../../features/seller/components/product-card';
import { SellerListPage } from '../../../features/seller/components/seller-list-page';
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
  if (filter.state !== undefined) return `没有「${PRODUCT_STATE_TEXT[filter.state]}」的商品`;
  if (filter.view === 'on') return '没有在售的商品';
  if (filter.view === 'off') return '没有已下架的商品';
  if (filter.view === 'low') return `库存充足：没有库存不高于 ${SELLER_LOW_STOCK} 件的规格`;
  return '店铺还没有商品';
}

/**
 * 商品 (/seller/product): 发布商品, 导入 / 导出, keyword search, 全部 / 在售 / 未在售 / 库存预警 and the
 * life-cycle state (草稿 … 平台下架), ten products a page, each with its state (and reason), the moves
 * its state allows (编辑, 提交审核, 撤回审核, 删除, 删除修改) and, once approved, its standards: price,
 * stock (调整库存: 入库 / 出库) and the shelf switch. The address bar keeps the filter.
 */
export default function SellerProductsPage() {
  const [params, setParams] = useSearchParams();
  const filter = parseSellerProductFilter(params);
  const isPhone = useAntdPhone();
  const summary = useWorkbenchSummary();
  const query = useSellerProducts(filter);
  const go = (next: TSellerProductFilter) => setParams(sellerProductSearch(next));
  const lowStock = summary.data?.lowStock ?? 0;

  return (
    <SellerListPage
      className="seller-products"
      testId="seller-products"
      barClassName="seller-products-bar"
      bar={
        <>
          <div className="seller-products-tools">
            <LinkButton type="primary" icon={<PlusOutlined />} to="/seller/product/edit" data-testid="products-add">
              发布商品
            </LinkButton>
            <ListingImportExport />
          </div>
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
          <Select<TProductState | 'all'>
            className="seller-products-state"
            value={filter.state ?? 'all'}
            onChange={(v) => {
              const { state: _drop, ...rest } = filter;
              go(v === 'all' ? { ...rest, page: 1 } : { ...rest, state: v, page: 1 });
            }}
            options={[
              { value: 'all', label: '全部状态' },
              ...PRODUCT_STATES.map((s) => ({ value: s, label: PRODUCT_STATE_TEXT[s] })),
            ]}
            aria-label="商品状态"
            data-testid="seller-products-state"
          />
        </>
      }
      what="商品"
      query={query}
      items={query.data?.data}
      skeleton={{ avatar: { shape: 'square', size: 64 }, paragraph: { rows: 4 } }}
      empty={{ text: emptyText(filter), testId: 'seller-products-empty' }}
      listClassName="seller-list seller-product-list"
      pages={{
        page: filter.page,
        pageSize: SELLER_PRODUCT_PAGE_SIZE,
        total: query.data?.total ?? 0,
        onChange: (page) => go({ ...filter, page }),
        testId: 'seller-products-pages',
        totalText: `共 ${query.data?.total ?? 0} 件商品`,
        totalTestId: 'seller-products-total',
      }}
    >
      {(products) => products.map((p) => <ProductCard key={p.id} product={p} isPhone={isPhone} />)}
    </SellerListPage>
  );
}
