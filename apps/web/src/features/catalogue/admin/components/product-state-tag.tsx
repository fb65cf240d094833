import { PRODUCT_STATE_TEXT, type TProductState } from '@mall/contract/wire';
import { Tag } from 'antd';

const STATE_COLORS: Record<TProductState, string | undefined> = {
  0: undefined,
  1: 'gold',
  2: 'green',
  3: 'red',
  4: undefined,
  5: 'volcano',
};

/** A product's life-cycle state, and 「修改待审」 when an edit of the approved product waits for review. */
export function ProductStateTags({ state, revisionPending }: { state: TProductState; revisionPending: boolean }) {
  return (
    <span className="admin-product-states">
      <Tag color={STATE_COLORS[state]} data-testid="product-status">
        {PRODUCT_STATE_TEXT[state]}
      </Tag>
      {revisionPending ? (
        <Tag color="blue" data-testid="product-revision-pending">
          修改待审
        </Tag>
      ) : null}
    </span>
  );
}
