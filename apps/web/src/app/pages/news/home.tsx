import { RightOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { useNewsHome } from '../../../features/news/api/get-news-home';
import { HeadlineCarousel } from '../../../features/news/components/headline-carousel';
import { NewsCard } from '../../../features/news/components/news-card';
import { NewsSearch } from '../../../features/news/components/news-search';
import '../../../features/news/components/news.css';
import { latestAcross, newsDetailPath, newsListPath } from '../../../features/news/news-view';
import { useNow } from '../../../lib/use-now';

function Loading() {
  return (
    <div className="container news-page" role="status" aria-busy="true" aria-label="资讯加载中">
      <h1 className="sr-only">智联资讯</h1>
      <div className="news-block">
        <Skeleton.Node active style={{ width: '100%', height: 240 }} />
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="news-block">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ))}
    </div>
  );
}

/**
 * NewsHome (`/news`, public): the headline carousel, a search box and the columns, each a block of
 * its newest articles with 更多 to the column's list.
 */
export default function NewsHomePage() {
  const home = useNewsHome();
  const navigate = useNavigate();
  const isPhone = useAntdPhone();
  const now = useNow(60_000);
  if (home.isPending) return <Loading />;
  if (home.isError) {
    return (
      <div className="container news-page">
        <h1 className="sr-only">智联资讯</h1>
        <LoadFailed title="资讯加载失败" onRetry={() => home.refetch()} />
      </div>
    );
  }
  const { banners, columns } = home.data;
  const latest = latestAcross(columns, 5);
  return (
    <div className="container news-page news-home" data-testid="news-home">
      <div className="news-hero">
        {banners.length ? (
          <HeadlineCarousel banners={banners} isPhone={isPhone} />
        ) : (
          <div className="news-carousel news-banner" aria-hidden />
        )}
        <section className="news-side" aria-label="资讯导航">
          <div>
            <h1>智联资讯</h1>
            <p>智能家居行业动态、选购指南与使用技巧</p>
          </div>
          <NewsSearch onSearch={(keyword) => navigate(newsListPath({ keyword }))} />
          {columns.length ? (
            <nav className="news-side-columns" aria-label="资讯栏目">
              <Link to={newsListPath()} className="news-chip" data-testid="news-column-link">
                全部
              </Link>
              {columns.map((c) => (
                <Link
                  key={c.id}
                  to={newsListPath({ columnId: c.id })}
                  className="news-chip"
                  data-testid="news-column-link"
                >
                  {c.name}
                </Link>
              ))}
            </nav>
          ) : null}
          {latest.length ? (
            <ol className="news-side-hot" aria-label="最新资讯">
              {latest.map((item) => (
                <li key={item.id}>
                  <Link to={newsDetailPath(item.id)} title={item.title}>
                    <span>{item.title}</span>
                  </Link>
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      </div>

      {columns.length === 0 ? (
        <Empty className="news-empty" description="暂时还没有资讯" data-testid="news-empty" />
      ) : (
        columns.map((column) => (
          <section
            key={column.id}
            className="news-block"
            aria-labelledby={`news-column-${column.id}`}
            data-testid="news-column"
            data-column-id={column.id}
          >
            <div className="news-block-head">
              <h2 id={`news-column-${column.id}`}>{column.name}</h2>
              <Link
                to={newsListPath({ columnId: column.id })}
                className="news-more"
                aria-label={`更多${column.name}`}
                data-testid="news-column-more"
              >
                更多 <RightOutlined aria-hidden />
              </Link>
            </div>
            {column.items.length ? (
              <div className="news-block-grid">
                {column.items.map((item) => (
                  <NewsCard key={item.id} card={item} now={now} layout="tile" />
                ))}
              </div>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该栏目暂无资讯" />
            )}
          </section>
        ))
      )}
    </div>
  );
}
