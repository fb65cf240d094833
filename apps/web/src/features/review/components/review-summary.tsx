import { cx } from '../../../components/ui/cx';
import { goodRateText } from '../review-view';

interface TReviewSummaryProps {
  count: number;
  imageCount: number;
  goodRate: number | null;
  hasImage: boolean;
  onFilter: (hasImage: boolean) => void;
}

/** 好评率 and the filter chips 全部 / 有图 (spec §4 Reviews). */
export function ReviewSummary({ count, imageCount, goodRate, hasImage, onFilter }: TReviewSummaryProps) {
  return (
    <div className="review-summary" data-testid="review-summary">
      <div className="review-rate">
        <strong data-testid="review-good-rate">{goodRateText(goodRate, count)}</strong>
        <span>累计评价 {count}</span>
      </div>
      <fieldset className="review-filters" aria-label="筛选评价">
        <button
          type="button"
          className={cx('review-chip', !hasImage && 'is-active')}
          aria-pressed={!hasImage}
          onClick={() => onFilter(false)}
        >
          全部({count})
        </button>
        <button
          type="button"
          className={cx('review-chip', hasImage && 'is-active')}
          aria-pressed={hasImage}
          onClick={() => onFilter(true)}
          data-testid="review-filter-image"
        >
          有图({imageCount})
        </button>
      </fieldset>
    </div>
  );
}
