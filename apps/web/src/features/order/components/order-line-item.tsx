import type { TOrderLine } from '@mall/contract';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-url';

/** One ordered product: 86² thumbnail, title (to the product), the chosen standard. */
export function OrderLineItem({ line }: { line: TOrderLine }) {
  const href = `/product/detail?id=${line.productId}`;
  return (
    <div className="order-line-item">
      <Link to={href} className="order-line-img">
        {line.image ? <img src={imageUrl(line.image, '86')} alt={line.title} loading="lazy" /> : null}
      </Link>
      <div className="order-line-text">
        <Link to={href} className="order-line-title" title={line.title}>
          {line.title}
        </Link>
        {line.standardName ? <span className="order-line-spec">规格：{line.standardName}</span> : null}
        {line.returnedNumber > 0 ? (
          <span className="order-line-returned" data-testid="order-line-returned">
            已退 {line.returnedNumber} 件
          </span>
        ) : null}
      </div>
    </div>
  );
}
