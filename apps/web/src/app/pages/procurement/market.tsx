import { FilterOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { REGION_ROOT, REGION_TABLE, type TDemandSort } from '@mall/contract';
import { DEMAND_SORT_TEXT, DEMAND_SORTS } from '@mall/contract/wire';
import { Button, Cascader, Drawer, Empty, Input, Segmented, Select, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RecentKeywords } from '../../../components/keyword-search';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import {
  categoryOptions,
  findCategoryPath,
  sortCategories,
  type TCategoryOption,
  useCategoryTree,
} from '../../../features/catalogue';
import { type TMarketQuery, useDemands } from '../../../features/procurement/api/get-demands';
import { DemandCard } from '../../../features/procurement/components/demand-card';
import '../../../features/procurement/components/procurement.css';
import { useProcurementKeywords } from '../../../features/procurement/keyword-store';
import { parseId } from '../../../lib/query-id';
import { useNow } from '../../../lib/use-now';

/** Demands a page of the market (two across on a desktop). */
const PAGE_SIZE = 12;

const PROVINCES = Object.entries(REGION_TABLE[REGION_ROOT] ?? {}).map(([value, label]) => ({ value, label }));

/** The market's query as the address bar holds it. */
function readQuery(params: URLSearchParams): TMarketQuery {
  const sort = params.get('sort');
  return {
    page: parseId(params.get('page')) ?? 1,
    limit: PAGE_SIZE,
    keyword: params.get('keyword')?.trim() || undefined,
    categoryId: parseId(params.get('categoryId')),
    province: params.get('province') || undefined,
    sort: DEMAND_SORTS.includes(sort as TDemandSort) ? (sort as TDemandSort) : 'new',
  };
}

/**
 * Procurement (`/procurement`, public): the demands open for quotes, with keyword search (recent
 * keywords kept), category and province filters, three sorts and pages. 发布采购 goes to the form
 * (guests log in first: its route is guarded).
 */
export default function ProcurementMarketPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const [typed, setTyped] = useState(query.keyword ?? '');
  // The box follows the address bar (back and forward, a recent keyword).
  const [shownKeyword, setShownKeyword] = useState(query.keyword);
  if (shownKeyword !== query.keyword) {
    setShownKeyword(query.keyword);
    setTyped(query.keyword ?? '');
  }
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const remember = useProcurementKeywords((s) => s.remember);
  const isPhone = useAntdPhone();
  const tree = useCategoryTree();
  const options = useMemo(() => categoryOptions(sortCategories(tree.data)), [tree.data]);
  const demands = useDemands(query);
  const list = demands.data?.data ?? [];
  const total = demands.data?.total ?? 0;
  const now = useNow(1000, list.length > 0);

  /** Changes some of the query; any change but the page starts again at page 1. */
  const change = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };

  const search = (keyword: string) => {
    const k = keyword.trim();
    setTyped(k);
    if (k) remember(k);
    change({ keyword: k || undefined });
  };

  const categoryValue = findCategoryPath(tree.data, query.categoryId).map((c) => c.id);
  const filters = (
    <div className="proc-filters">
      <div className="proc-filter">
        <span className="proc-filter-label">采购分类</span>
        <Cascader<TCategoryOption>
          options={options}
          value={categoryValue.length ? categoryValue : undefined}
          onChange={(path) => change({ categoryId: path?.length ? (path[path.length - 1] as number) : undefined })}
          changeOnSelect
          allowClear
          classNames={{ popup: { root: 'proc-cascader-popup' } }}
          placeholder="全部分类"
          aria-label="采购分类"
          className="proc-filter-control"
          data-testid="procurement-filter-category"
        />
      </div>
      <div className="proc-filter">
        <span className="proc-filter-label">交货地区</span>
        <Select
          options={PROVINCES}
          value={query.province}
          onChange={(v?: string) => change({ province: v })}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="全部省份"
          aria-label="交货地区"
          className="proc-filter-control"
          data-testid="procurement-filter-province"
        />
      </div>
    </div>
  );
  const filterCount = (query.categoryId ? 1 : 0) + (query.province ? 1 : 0);

  return (
    <div className="container proc-page proc-market" data-testid="procurement-market">
      <section className="proc-hero">
        <div>
          <h1>采购市场</h1>
          <p>企业采购需求集中发布，优质商家在线报价、比价成交</p>
        </div>
        <Link to="/user/procurement/add" tabIndex={-1}>
          <Button type="primary" size="large" icon={<PlusOutlined />} data-testid="procurement-publish">
            发布采购
          </Button>
        </Link>
      </section>

      <section className="proc-toolbar" aria-label="搜索与筛选">
        <form
          className="proc-search"
          aria-label="搜索采购需求"
          onSubmit={(e) => {
            e.preventDefault();
            search(typed);
          }}
        >
          <Input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            maxLength={30}
            allowClear
            placeholder="搜索采购需求，如 智能门锁、网关"
            aria-label="搜索采购需求"
            prefix={<SearchOutlined />}
            data-testid="procurement-search-input"
          />
          <Button type="primary" htmlType="submit" data-testid="procurement-search">
            搜索
          </Button>
        </form>
        <RecentKeywords
          keywords={useProcurementKeywords}
          onPick={search}
          classPrefix="proc"
          testIdPrefix="procurement"
        />
        <div className="proc-toolbar-row">
          {isPhone ? (
            <Button
              icon={<FilterOutlined />}
              onClick={() => setIsFilterOpen(true)}
              data-testid="procurement-filter-open"
            >
              筛选{filterCount ? `(${filterCount})` : ''}
            </Button>
          ) : (
            filters
          )}
          <Segmented<TDemandSort>
            value={query.sort}
            onChange={(v) => change({ sort: v === 'new' ? undefined : v })}
            options={DEMAND_SORTS.map((s) => ({ value: s, label: DEMAND_SORT_TEXT[s] }))}
            aria-label="排序"
            className="proc-sort proc-segmented"
            data-testid="procurement-sort"
          />
        </div>
      </section>

      {isPhone ? (
        <Drawer
          open={isFilterOpen}
          onClose={() => setIsFilterOpen(false)}
          placement="bottom"
          title="筛选"
          size={320}
          className="proc-filter-sheet"
          footer={
            <Button type="primary" block onClick={() => setIsFilterOpen(false)}>
              查看结果
            </Button>
          }
        >
          {filters}
        </Drawer>
      ) : null}

      <div className="proc-result-head">
        {query.keyword ? <span>“{query.keyword}”的采购需求</span> : <span>全部采购需求</span>}
        {demands.isSuccess ? (
          <span className="page-card-hint" data-testid="procurement-total">
            共 {total} 条
          </span>
        ) : null}
      </div>

      {demands.isPending ? (
        <div className="proc-grid" role="status" aria-busy="true" aria-label="采购需求加载中">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="proc-card">
              <Skeleton active paragraph={{ rows: 4 }} />
            </div>
          ))}
        </div>
      ) : demands.isError ? (
        <LoadFailed title="采购需求加载失败" onRetry={() => demands.refetch()} />
      ) : list.length === 0 ? (
        <Empty
          className="proc-empty"
          description={query.keyword || filterCount ? '没有符合条件的采购需求，换个条件试试' : '暂时还没有采购需求'}
          data-testid="procurement-empty"
        >
          <Link to="/user/procurement/add" tabIndex={-1}>
            <Button type="primary">发布采购需求</Button>
          </Link>
        </Empty>
      ) : (
        <div
          className={demands.isPlaceholderData ? 'proc-grid is-loading' : 'proc-grid'}
          data-testid="procurement-list"
        >
          {list.map((d) => (
            <DemandCard key={d.id} demand={d} now={now} />
          ))}
        </div>
      )}

      <ListPagination
        className="proc-pagination"
        page={query.page}
        pageSize={PAGE_SIZE}
        total={total}
        onChange={(page) => change({ page: page === 1 ? undefined : page })}
        data-testid="procurement-pagination"
      />
    </div>
  );
}
