import type { TReviewPoolItem } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-url';

/** The order line a review is about: picture, title, standard, price × number. */
export function ReviewTargetCard({ item }: { item: TReviewPoolItem }) {
  return (
    <div className="review-card" data-testid="review-target">
      {item.image ? <img src={imageUrl(item.image, '86')} alt="" /> : null}
      <div className="review-card-text">
        <Link to={`/product/detail?id=${item.productId}`} className="review-card-title">
          {item.title}
        </Link>
        {item.standardName ? <span>规格：{item.standardName}</span> : null}
        <span>
          ¥{formatYuan(item.price)} × {item.number} · 订单号 {item.orderNo}
        </span>
      </div>
    </div>
  );
}
