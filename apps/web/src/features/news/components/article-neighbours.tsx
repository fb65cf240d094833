import type { TNewsLink } from '@mall/contract';
import { Link } from 'react-router';
import { newsDetailPath } from '../news-view';

function Neighbour({ link, label, side }: { link: TNewsLink | null; label: string; side: 'prev' | 'next' }) {
  if (!link) {
    return (
      <div className={`news-neighbour is-${side} is-none`} data-testid={`news-${side}`} aria-disabled>
        <span className="news-neighbour-label">{label}</span>
        <span className="news-neighbour-title">没有了</span>
      </div>
    );
  }
  return (
    <Link
      to={newsDetailPath(link.id)}
      className={`news-neighbour is-${side}`}
      data-testid={`news-${side}`}
      data-news-id={link.id}
      title={link.title}
    >
      <span className="news-neighbour-label">{label}</span>
      <span className="news-neighbour-title">{link.title}</span>
    </Link>
  );
}

/** 上一篇 (older) and 下一篇 (newer) in the article's column. */
export function ArticleNeighbours({ prev, next }: { prev: TNewsLink | null; next: TNewsLink | null }) {
  return (
    <nav className="news-neighbours" aria-label="上一篇与下一篇">
      <Neighbour link={prev} label="上一篇" side="prev" />
      <Neighbour link={next} label="下一篇" side="next" />
    </nav>
  );
}
