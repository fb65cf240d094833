import type { TProductCard } from '@mall/contract';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ProductCard } from '../../catalogue';

/**
 * One product of a member list (favourite or footprint): the catalogue's card as it is now, or a
 * 已下架 tile when the product left the shelf, with the list's own action under it.
 */
export function ProductShelfItem({
  product,
  action,
  testId,
}: {
  product: TProductCard | null;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <div className="member-shelf-item" data-testid={testId}>
      {product ? (
        <ProductCard product={product} />
      ) : (
        <div className="member-shelf-gone">
          <span>商品已下架</span>
        </div>
      )}
      {action ? <div className="member-shelf-action">{action}</div> : null}
    </div>
  );
}

/** A small text button under a shelf item (取消收藏). */
export function ShelfButton({
  onClick,
  children,
  loading,
}: {
  onClick: () => void;
  children: ReactNode;
  loading?: boolean;
}) {
  return (
    <Button size="small" type="text" onClick={onClick} loading={loading} className="member-shelf-button">
      {children}
    </Button>
  );
}
