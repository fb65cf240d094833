import type { TSellerProduct } from '@mall/contract';
import { PURCHASE_LIMIT_MAX } from '@mall/contract/wire';
import { InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useSetPurchaseLimit } from '../api/set-purchase-limit';
import { PURCHASE_LIMIT_DEFAULT_TEXT, purchaseLimitError, type TPurchaseLimitMode } from '../product-filter';

/**
 * 设置限购: the most units of one standard a buyer may hold in unpaid orders (DESIGN-OPERATE §G), the
 * default rule (each standard's stock × 20%, at least 5) or a number 1…9999. What it becomes per
 * standard shows in the standards' 限购 column once the list reloads.
 */
export function ProductLimitModal({ product, onClose }: { product: TSellerProduct | null; onClose: () => void }) {
  const save = useSetPurchaseLimit();
  const [mode, setMode] = useState<TPurchaseLimitMode | null>(null);
  const [limit, setLimit] = useState<number | null>(null);
  const [isTouched, setIsTouched] = useState(false);
  // Until the seller changes them, the controls show the product's setting.
  const shownMode: TPurchaseLimitMode = mode ?? (product?.purchaseLimit == null ? 'default' : 'custom');
  const shownLimit = mode === null ? (product?.purchaseLimit ?? null) : limit;
  const error = purchaseLimitError(shownMode, shownLimit);

  const reset = () => {
    setMode(null);
    setLimit(null);
    setIsTouched(false);
  };

  const submit = async () => {
    setIsTouched(true);
    if (!product || error !== null || save.isPending) return;
    const next = shownMode === 'default' ? null : shownLimit;
    try {
      await save.mutateAsync({ productId: product.id, limit: next });
      toast.success(next === null ? '已恢复默认限购' : `已设置每人限购 ${next} 件`);
      onClose();
    } catch {
      // toasted by the request layer; the list reloads
    }
  };

  return (
    <Modal
      open={product !== null}
      title="设置限购"
      okText="保存"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      afterClose={reset}
      destroyOnHidden
      className="seller-stock-modal seller-limit-modal"
      okButtonProps={{ 'data-testid': 'seller-limit-submit' }}
    >
      {product ? (
        <div className="seller-stock-form" data-testid="seller-limit-modal">
          <p className="seller-stock-target">{product.title}</p>
          <p className="seller-stock-now">每位买家待付款订单中，同一规格最多可持有的件数。</p>
          <Radio.Group
            className="seller-limit-modes"
            value={shownMode}
            onChange={(e) => {
              setMode(e.target.value as TPurchaseLimitMode);
              setLimit(shownLimit);
            }}
            data-testid="seller-limit-mode"
          >
            <Radio value="default">{PURCHASE_LIMIT_DEFAULT_TEXT}</Radio>
            <Radio value="custom">自定义</Radio>
          </Radio.Group>
          {shownMode === 'custom' ? (
            <InputNumber<number>
              className="seller-stock-quantity"
              value={shownLimit}
              onChange={(v) => {
                setMode('custom');
                setLimit(v);
                setIsTouched(true);
              }}
              min={1}
              max={PURCHASE_LIMIT_MAX}
              precision={0}
              inputMode="numeric"
              placeholder="每人限购数量"
              prefix="每人限购"
              suffix="件"
              onPressEnter={submit}
              status={isTouched && error ? 'error' : undefined}
              aria-label="每人限购数量"
              data-testid="seller-limit-input"
            />
          ) : null}
          {isTouched && error ? (
            <p className="seller-stock-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
