import { REVISION_STATE, REVISION_STATE_TEXT, type TRevisionState } from '@mall/contract/seller-wire';
import { PRODUCT_STATE, PRODUCT_STATE_TEXT, type TProductState } from '@mall/contract/wire';
import { Tag } from 'antd';

const STATE_COLOR: Record<TProductState, string | undefined> = {
  0: undefined,
  1: 'processing',
  2: 'green',
  3: 'red',
  4: undefined,
  5: 'red',
};

const REVISION_COLOR: Record<TRevisionState, string | undefined> = { 0: 'default', 1: 'processing', 3: 'red' };

/**
 * A product's state for its seller: the tag (草稿 … 平台下架), the operator's reason when 已驳回 or
 * 平台下架, and the state of its revision (修改未提交 / 修改待审核 / 修改被驳回 with the reason).
 */
export function ListingState({
  state,
  reason,
  revisionState,
  revisionReason,
}: {
  state: TProductState;
  reason: string | null;
  revisionState: TRevisionState | null;
  revisionReason: string | null;
}) {
  return (
    <div className="listing-state">
      <span className="listing-state-tags">
        <Tag color={STATE_COLOR[state]} data-testid="product-state" data-state={state}>
          {PRODUCT_STATE_TEXT[state]}
        </Tag>
        {revisionState === null ? null : (
          <Tag color={REVISION_COLOR[revisionState]} data-testid="product-revision-state" data-state={revisionState}>
            {REVISION_STATE_TEXT[revisionState]}
          </Tag>
        )}
      </span>
      {reason && (state === PRODUCT_STATE.REJECTED || state === PRODUCT_STATE.TAKEN_DOWN) ? (
        <p className="listing-reason" data-testid="product-reason">
          {state === PRODUCT_STATE.TAKEN_DOWN ? '平台下架原因' : '驳回原因'}：{reason}
          {state === PRODUCT_STATE.TAKEN_DOWN ? '（需平台恢复后才能上架，请联系平台）' : ''}
        </p>
      ) : null}
      {revisionState === REVISION_STATE.REJECTED && revisionReason ? (
        <p className="listing-reason" data-testid="product-revision-reason">
          修改驳回原因：{revisionReason}
        </p>
      ) : null}
    </div>
  );
}
