import type { TSellerStandard } from '@mall/contract';
import { STOCK_ADJUST_MAX } from '@mall/contract/seller-wire';
import { InputNumber, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useAdjustStock } from '../api/adjust-stock';
import { stockAfter, stockDelta, stockQuantityError, type TStockDirection } from '../product-filter';

/**
 * 调整库存: 入库 (+N) or 出库 (−N) of one standard, N from 1 to 99 999. The stock shown is the list's
 * latest answer; the server refuses a change below 0 (409 STOCK_ADJUST_NEGATIVE, toasted with its
 * Chinese message) and the list reloads either way, so the dialog then shows the stock as it is.
 */
export function ProductStockModal({
  standard,
  productTitle,
  onClose,
}: {
  standard: TSellerStandard | null;
  productTitle: string;
  onClose: () => void;
}) {
  const adjust = useAdjustStock();
  const [direction, setDirection] = useState<TStockDirection>('in');
  const [quantity, setQuantity] = useState<number | null>(null);
  const [isTouched, setIsTouched] = useState(false);
  const error = stockQuantityError(quantity);

  const reset = () => {
    setDirection('in');
    setQuantity(null);
    setIsTouched(false);
  };

  const submit = async () => {
    setIsTouched(true);
    if (!standard || error !== null || quantity === null || adjust.isPending) return;
    const delta = stockDelta(direction, quantity);
    try {
      const saved = await adjust.mutateAsync({ standardId: standard.id, delta });
      toast.success(`${direction === 'in' ? '入库' : '出库'} ${quantity} 件，现库存 ${saved.stock}`);
      onClose();
    } catch {
      // toasted by the request layer (e.g. 库存不足); the list reloads with the stock as it is now
    }
  };

  const after = standard ? stockAfter(standard.stock, direction, quantity) : 0;
  return (
    <Modal
      open={standard !== null}
      title="调整库存"
      okText="确定"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={adjust.isPending}
      afterClose={reset}
      destroyOnHidden
      className="seller-stock-modal"
      okButtonProps={{ 'data-testid': 'seller-stock-submit' }}
    >
      {standard ? (
        <div className="seller-stock-form" data-testid="seller-stock-modal">
          <p className="seller-stock-target">
            {productTitle}
            <br />
            <span>规格：{standard.name || '默认'}</span>
          </p>
          <p className="seller-stock-now">
            当前库存 <strong data-testid="seller-stock-current">{standard.stock}</strong> 件
          </p>
          <Segmented<TStockDirection>
            block
            value={direction}
            onChange={setDirection}
            options={[
              { value: 'in', label: '入库 +' },
              { value: 'out', label: '出库 −' },
            ]}
            data-testid="seller-stock-direction"
          />
          <InputNumber<number>
            className="seller-stock-quantity"
            value={quantity}
            onChange={(v) => {
              setQuantity(v);
              setIsTouched(true);
            }}
            min={1}
            max={STOCK_ADJUST_MAX}
            precision={0}
            inputMode="numeric"
            placeholder="数量"
            prefix={direction === 'in' ? '+' : '−'}
            suffix="件"
            onPressEnter={submit}
            status={isTouched && error ? 'error' : undefined}
            data-testid="seller-stock-quantity"
          />
          {isTouched && error ? (
            <p className="seller-stock-error" role="alert">
              {error}
            </p>
          ) : (
            <p className={after < 0 ? 'seller-stock-after is-negative' : 'seller-stock-after'}>
              调整后库存 {after} 件{after < 0 ? '（库存不足，无法出库）' : ''}
            </p>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
