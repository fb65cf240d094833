import { ClockCircleOutlined, EyeOutlined } from '@ant-design/icons';
import type { TNewsDetail } from '@mall/contract';
import { Breadcrumb, Empty, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useNewsDetail } from '../../../features/news/api/get-news-detail';
import { ArticleBody } from '../../../features/news/components/article-body';
import { ArticleNeighbours } from '../../../features/news/components/article-neighbours';
import { NewsCard } from '../../../features/news/components/news-card';
import '../../../features/news/components/news.css';
import { MissingResult } from '../../../components/missing-result';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { bylineText, newsFullTime, newsListPath, viewsText } from '../../../features/news/news-view';
import { imageUrl } from '../../../lib/image-url';
import { parseId } from '../../../lib/query-id';
import { useNow } from '../../../lib/use-now';
import { useMetaDescription, usePageTitle } from '../../../stores/page-title';

function Missing() {
  return (
    <div className="container news-page">
      <h1 className="sr-only">资讯详情</h1>
      <MissingResult
        title="资讯不存在"
        subTitle="这篇资讯不存在或已下线，去看看其他资讯吧。"
        backTo="/news"
        backText="返回资讯首页"
        testId="news-missing"
      />
    </div>
  );
}

function Article({ article }: { article: TNewsDetail }) {
  const now = useNow(60_000);
  usePageTitle(article.title);
  useMetaDescription(article.summary || undefined);
  const byline = bylineText(article);
  return (
    <div className="container news-page news-detail" data-testid="news-detail" data-news-id={article.id}>
      <Breadcrumb
        className="news-breadcrumb"
        data-testid="news-breadcrumb"
        items={[
          { title: <Link to="/news">资讯</Link> },
          { title: <Link to={newsListPath({ columnId: article.columnId })}>{article.columnName}</Link> },
          { title: '正文' },
        ]}
      />
      <div className="news-detail-grid">
        <article className="news-article">
          <div className="news-article-inner">
            <h1 data-testid="news-title">{article.title}</h1>
            <div className="news-article-meta" data-testid="news-meta">
              <Link to={newsListPath({ columnId: article.columnId })} className="news-article-column">
                {article.columnName}
              </Link>
              {byline ? <span data-testid="news-byline">{byline}</span> : null}
              <time className="news-stat" dateTime={new Date(article.publishTime).toISOString()}>
                <ClockCircleOutlined aria-hidden /> {newsFullTime(article.publishTime)}
              </time>
              <span className="news-stat">
                <EyeOutlined aria-hidden /> 阅读{' '}
                <span data-testid="news-views" data-views={article.views}>
                  {viewsText(article.views)}
                </span>
              </span>
            </div>
            {article.summary ? <p className="news-article-summary">{article.summary}</p> : null}
            {article.cover ? (
              <figure className="news-article-cover">
                <img src={imageUrl(article.cover, 'carousel')} alt={article.title} width={792} height={330} />
              </figure>
            ) : null}
            {article.htmlCode.trim() ? <ArticleBody html={article.htmlCode} /> : <Empty description="正文暂无内容" />}
            <ArticleNeighbours prev={article.prev} next={article.next} />
          </div>
        </article>
        <aside className="news-related" aria-labelledby="news-related-head" data-testid="news-related">
          <h2 id="news-related-head" className="news-related-head">
            相关资讯
          </h2>
          {article.related.length ? (
            <ul className="news-related-list">
              {article.related.map((item) => (
                <li key={item.id}>
                  <NewsCard card={item} now={now} />
                </li>
              ))}
            </ul>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无相关资讯" />
          )}
        </aside>
      </div>
    </div>
  );
}

/** NewsDetail (`/news/detail?id=`, public): one article, its neighbours in the column and related articles. */
export default function NewsDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const article = useNewsDetail(id);
  if (id === undefined) return <Missing />;
  if (article.isPending) {
    return (
      <div className="container news-page" role="status" aria-busy="true" aria-label="资讯加载中">
        <h1 className="sr-only">资讯详情</h1>
        <div className="news-article">
          <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 10 }} />
        </div>
      </div>
    );
  }
  if (article.isError) {
    if (isMissing(article.error)) return <Missing />;
    return (
      <div className="container news-page">
        <h1 className="sr-only">资讯详情</h1>
        <LoadFailed title="资讯加载失败" onRetry={() => article.refetch()} />
      </div>
    );
  }
  return <Article article={article.data} />;
}
