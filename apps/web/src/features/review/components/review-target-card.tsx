import type { TReviewPoolItem } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-url';

/**
 * The order line a review is about: picture, title, standard, price × number, and `extra` lines (the
 * pool's 收货时间) in the same column as the text, beside the picture.
 */
export function ReviewTargetCard({ item, extra }: { item: TReviewPoolItem; extra?: ReactNode }) {
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
        {extra}
      </div>
    </div>
  );
}
