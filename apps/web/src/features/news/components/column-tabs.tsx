import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { columnTabs, newsListSearch } from '../news-view';

/**
 * The list's column tabs (全部 and every column) as links: the column lives in the address bar, the
 * keyword stays, the page starts again. On a phone the row scrolls sideways.
 */
export function ColumnTabs({
  columns,
  columnId,
}: {
  columns: readonly { id: number; name: string }[];
  columnId: number | undefined;
}) {
  const [params] = useSearchParams();
  const row = useRef<HTMLElement>(null);
  // A current tab beyond a phone's width (a column opened from the home) scrolls into the row's view.
  useEffect(() => {
    const nav = row.current;
    const tab = columns.length ? nav?.querySelector<HTMLElement>(`[data-column-id="${columnId ?? ''}"]`) : null;
    if (!nav || !tab || nav.scrollWidth <= nav.clientWidth) return;
    const left = tab.offsetLeft - nav.offsetLeft;
    if (left < nav.scrollLeft || left + tab.offsetWidth > nav.scrollLeft + nav.clientWidth) {
      nav.scrollLeft = left - (nav.clientWidth - tab.offsetWidth) / 2;
    }
  }, [columnId, columns.length]);
  return (
    <nav ref={row} className="news-tabs" aria-label="资讯栏目" data-testid="news-tabs">
      {columnTabs(columns).map((tab) => {
        const isCurrent = tab.id === columnId;
        const search = newsListSearch(params, { columnId: tab.id }).toString();
        return (
          <Link
            key={tab.id ?? 'all'}
            to={search ? `/news/list?${search}` : '/news/list'}
            className={isCurrent ? 'news-tab is-current' : 'news-tab'}
            aria-current={isCurrent ? 'page' : undefined}
            data-testid="news-tab"
            data-column-id={tab.id ?? ''}
          >
            {tab.name}
          </Link>
        );
      })}
    </nav>
  );
}
