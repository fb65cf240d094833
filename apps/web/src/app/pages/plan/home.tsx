import { PlusOutlined } from '@ant-design/icons';
import { PLAN_SCENES, PLAN_SORT_TEXT, PLAN_SORTS, type TPlanSort } from '@mall/contract/wire';
import { Button, Empty, Segmented, Skeleton } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/load-failed';
import { usePlans } from '../../../features/plan/api/get-plans';
import { PlanCard } from '../../../features/plan/components/plan-card';
import { PlanSearch } from '../../../features/plan/components/plan-search';
import { SceneIcon } from '../../../features/plan/components/scene-icon';
import '../../../features/plan/components/plan.css';
import { isFiltered, PLAN_PAGE_SIZE, planHomePath, readPlanQuery } from '../../../features/plan/plan-view';

/** How many plans the 热门方案 block shows. */
const FEATURED = 4;

function Grid({ count }: { count: number }) {
  return (
    <div className="plan-grid" role="status" aria-busy="true" aria-label="方案加载中">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={i} className="plan-card is-skeleton">
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}

/** 热门方案: the most viewed plans (shown on the unfiltered first page). */
function Featured() {
  const hot = usePlans({ page: 1, limit: FEATURED, sort: 'hot' });
  if (hot.isError || (hot.isSuccess && hot.data.data.length === 0)) return null;
  return (
    <section className="plan-block" aria-labelledby="plan-featured-head" data-testid="plan-featured">
      <div className="plan-block-head">
        <h2 id="plan-featured-head">热门方案</h2>
        <Link to={planHomePath({ sort: 'hot' })} className="plan-more" data-testid="plan-featured-more">
          查看更多
        </Link>
      </div>
      {hot.isPending ? (
        <Grid count={FEATURED} />
      ) : (
        <div className="plan-grid">
          {hot.data.data.map((p, i) => (
            <PlanCard key={p.id} plan={p} rank={i + 1} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * PlanHome (`/plan`, public): the 方案馆 — search with recent keywords, scene entries, the most
 * viewed plans and the list by scene and keyword, newest or most viewed first, in pages. The address
 * bar holds the query (`?scene=&keyword=&sort=&page=`).
 */
export default function PlanHomePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => readPlanQuery(params), [params]);
  const plans = usePlans({ ...query, limit: PLAN_PAGE_SIZE });
  const list = plans.data?.data ?? [];
  const total = plans.data?.total ?? 0;
  const filtered = isFiltered(query);
  const go = (patch: Partial<typeof query>) => navigate(planHomePath({ ...query, page: 1, ...patch }));
  const heading = query.keyword
    ? `${query.scene ? `${query.scene}场景中` : ''}“${query.keyword}”的方案`
    : query.scene
      ? `${query.scene}场景方案`
      : query.sort === 'hot'
        ? '全部方案'
        : '最新方案';

  return (
    <div className="container plan-page plan-home" data-testid="plan-home">
      <section className="plan-hero">
        <div className="plan-hero-text">
          <h1>方案馆</h1>
          <p>家庭、酒店、办公、养老等场景的智能化方案，清单一键加购</p>
        </div>
        <PlanSearch keyword={query.keyword} onSearch={(keyword) => go({ keyword: keyword || undefined })} />
        <Link to="/plan/add" tabIndex={-1} className="plan-hero-publish">
          <Button type="primary" size="large" icon={<PlusOutlined />} data-testid="plan-publish">
            发布方案
          </Button>
        </Link>
      </section>

      <nav className="plan-scenes" aria-label="适用场景" data-testid="plan-scenes">
        <Link
          to={planHomePath({ keyword: query.keyword, sort: query.sort })}
          className={query.scene ? 'plan-scene' : 'plan-scene is-active'}
          aria-current={query.scene ? undefined : 'page'}
          data-testid="plan-scene"
        >
          <SceneIcon scene={undefined} />
          <span>全部</span>
        </Link>
        {PLAN_SCENES.map((scene) => (
          <Link
            key={scene}
            to={planHomePath({ keyword: query.keyword, sort: query.sort, scene })}
            className={query.scene === scene ? 'plan-scene is-active' : 'plan-scene'}
            aria-current={query.scene === scene ? 'page' : undefined}
            data-testid="plan-scene"
          >
            <SceneIcon scene={scene} />
            <span>{scene}</span>
          </Link>
        ))}
      </nav>

      {!filtered && query.page === 1 && query.sort === 'new' ? <Featured /> : null}

      <section className="plan-block" aria-labelledby="plan-list-head">
        <div className="plan-block-head">
          <h2 id="plan-list-head">{heading}</h2>
          {plans.isSuccess ? (
            <span className="plan-total" data-testid="plan-total">
              共 {total} 个
            </span>
          ) : null}
          <Segmented<TPlanSort>
            className="plan-sort"
            value={query.sort}
            onChange={(sort) => go({ sort })}
            options={PLAN_SORTS.map((s) => ({ value: s, label: PLAN_SORT_TEXT[s] }))}
            aria-label="排序"
            data-testid="plan-sort"
          />
        </div>
        {plans.isPending ? (
          <Grid count={4} />
        ) : plans.isError ? (
          <LoadFailed title="方案加载失败" onRetry={() => plans.refetch()} />
        ) : list.length === 0 ? (
          <Empty
            className="plan-empty"
            description={filtered ? '没有符合条件的方案，换个关键词或场景试试' : '还没有人发布方案，来发布第一个吧'}
            data-testid="plan-empty"
          >
            <Link to="/plan/add" tabIndex={-1}>
              <Button type="primary">发布方案</Button>
            </Link>
          </Empty>
        ) : (
          <div className={plans.isPlaceholderData ? 'plan-grid is-loading' : 'plan-grid'} data-testid="plan-list">
            {list.map((p) => (
              <PlanCard key={p.id} plan={p} />
            ))}
          </div>
        )}
        <ListPagination
          className="plan-pagination"
          page={query.page}
          pageSize={PLAN_PAGE_SIZE}
          total={total}
          onChange={(page) => navigate(planHomePath({ ...query, page }))}
          data-testid="plan-pagination"
        />
      </section>
    </div>
  );
}
