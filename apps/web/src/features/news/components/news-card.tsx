import { ClockCircleOutlined, EyeOutlined, PictureOutlined } from '@ant-design/icons';
import type { TNewsCard as TNewsCardData } from '@mall/contract';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-url';
import { newsDetailPath, newsFullTime, newsTimeText, viewsText } from '../news-view';

/** When it came out and how often it was read. */
export function NewsStats({ card, now }: { card: Pick<TNewsCardData, 'publishTime' | 'views'>; now: number }) {
  return (
    <>
      <time
        className="news-stat"
        dateTime={new Date(card.publishTime).toISOString()}
        title={newsFullTime(card.publishTime)}
      >
        <ClockCircleOutlined aria-hidden /> {newsTimeText(card.publishTime, now)}
      </time>
      <span className="news-stat" data-testid="news-card-views">
        <EyeOutlined aria-label="阅读" /> {viewsText(card.views)}
      </span>
    </>
  );
}

/** A cover at the square preset (cropped to the card's box), or a quiet placeholder when there is none. */
function Cover({ cover }: { cover: string }) {
  return (
    <span className="news-card-cover">
      {cover ? (
        <img src={imageUrl(cover, '450')} alt="" loading="lazy" decoding="async" />
      ) : (
        <PictureOutlined aria-hidden className="news-card-nocover" />
      )}
    </span>
  );
}

/**
 * An article as the lists show it: cover, title, summary, time and views (the list names its column
 * as well). `layout`: 'tile' stands the cover above the text (the home's blocks on a desktop), 'row'
 * puts it beside (the list, and every card on a phone).
 */
export function NewsCard({
  card,
  now,
  layout = 'row',
  isColumnShown = false,
  headingLevel = 3,
}: {
  card: TNewsCardData;
  now: number;
  layout?: 'tile' | 'row';
  isColumnShown?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link
      to={newsDetailPath(card.id)}
      className={`news-card is-${layout}`}
      data-testid="news-card"
      data-news-id={card.id}
    >
      <Cover cover={card.cover} />
      <span className="news-card-body">
        <Heading className="news-card-title">{card.title}</Heading>
        {card.summary ? <span className="news-card-summary">{card.summary}</span> : null}
        <span className="news-card-meta">
          {isColumnShown ? <span className="news-card-column">{card.columnName}</span> : null}
          <NewsStats card={card} now={now} />
        </span>
      </span>
    </Link>
  );
}
