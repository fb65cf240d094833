import type { TOrderLine } from '@mall/contract';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-url';

/**
 * One ordered product: 86² thumbnail, title (to the product), the chosen standard. A line settled from
 * a procurement quote names no catalogue product: a 采购 mark in place of the picture, the title as text.
 */
export function OrderLineItem({ line }: { line: TOrderLine }) {
  const href = line.productId === null ? null : `/product/detail?id=${line.productId}`;
  return (
    <div className="order-line-item">
      {href === null ? (
        <span className="order-line-img order-line-img-procurement" aria-hidden="true">
          采购
        </span>
      ) : (
        <Link to={href} className="order-line-img">
          {line.image ? <img src={imageUrl(line.image, '86')} alt={line.title} loading="lazy" /> : null}
        </Link>
      )}
      <div className="order-line-text">
        {href === null ? (
          <span className="order-line-title" title={line.title}>
            {line.title}
          </span>
        ) : (
          <Link to={href} className="order-line-title" title={line.title}>
            {line.title}
          </Link>
        )}
        {line.standardName ? (
          <span className="order-line-spec">{href === null ? line.standardName : `规格：${line.standardName}`}</span>
        ) : null}
        {line.returnedNumber > 0 ? (
          <span className="order-line-returned" data-testid="order-line-returned">
            已退 {line.returnedNumber} 件
          </span>
        ) : null}
      </div>
    </div>
  );
}
