import { Button, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/load-failed';
import { useNewsHome } from '../../../features/news/api/get-news-home';
import { useNewsList } from '../../../features/news/api/get-news-list';
import { ColumnTabs } from '../../../features/news/components/column-tabs';
import { NewsCard } from '../../../features/news/components/news-card';
import { NewsSearch } from '../../../features/news/components/news-search';
import '../../../features/news/components/news.css';
import { listHeading, NEWS_PAGE_SIZE, newsListSearch, readNewsListQuery } from '../../../features/news/news-view';
import { useNow } from '../../../lib/use-now';
import { usePageTitle } from '../../../stores/page-title';

/**
 * NewsList (`/news/list?columnId=&keyword=&page=`, public): column tabs (全部 and the home's
 * columns), keyword search and pages, all of it in the address bar.
 */
export default function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readNewsListQuery(params), [params]);
  // The tabs' names come from the home call (the columns in their order).
  const home = useNewsHome();
  const columns = home.data?.columns ?? [];
  const columnName = columns.find((c) => c.id === query.columnId)?.name;
  const list = useNewsList(query);
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const now = useNow(60_000);
  const heading = listHeading(columnName, query.keyword);
  usePageTitle(query.keyword ? `“${query.keyword}”资讯搜索结果` : columnName);

  const change = (patch: Parameters<typeof newsListSearch>[1]) => setParams(newsListSearch(params, patch));
  const isFiltered = Boolean(query.keyword || query.columnId);

  return (
    <div className="container news-page news-list-page" data-testid="news-list-page">
      <div className="news-list-head">
        <div className="news-list-top">
          <h1 data-testid="news-list-heading">{heading}</h1>
          <NewsSearch keyword={query.keyword} onSearch={(keyword) => change({ keyword })} />
        </div>
        <ColumnTabs columns={columns} columnId={query.columnId} />
      </div>
      <div className="news-list-body">
        {list.isSuccess ? (
          <div className="news-list-summary">
            <span data-testid="news-total">共 {total} 篇</span>
            {query.page > 1 ? <span>第 {query.page} 页</span> : null}
          </div>
        ) : null}
        {list.isPending ? (
          <div role="status" aria-busy="true" aria-label="资讯加载中">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 2 }} />
            ))}
          </div>
        ) : list.isError ? (
          <LoadFailed title="资讯加载失败" onRetry={() => list.refetch()} />
        ) : items.length === 0 ? (
          <Empty
            className="news-empty"
            description={isFiltered ? '没有找到相关资讯，换个关键词或栏目试试' : '暂时还没有资讯'}
            data-testid="news-empty"
          >
            {isFiltered ? (
              <Link to="/news/list" tabIndex={-1}>
                <Button type="primary">查看全部资讯</Button>
              </Link>
            ) : null}
          </Empty>
        ) : (
          <ul className={list.isPlaceholderData ? 'news-list is-loading' : 'news-list'} data-testid="news-list">
            {items.map((item) => (
              <li key={item.id}>
                <NewsCard card={item} now={now} isColumnShown={!query.columnId} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <ListPagination
          className="news-pagination"
          page={query.page}
          pageSize={NEWS_PAGE_SIZE}
          total={total}
          onChange={(page) => change({ page })}
          data-testid="news-pagination"
        />
      </div>
    </div>
  );
}
