import type { TSellerStandard } from '@mall/contract';
import { SELLER_PRICE_MAX } from '@mall/contract/seller-wire';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { YuanInput } from '../../../components/yuan-input';
import { toast } from '../../../lib/toast';
import { useUpdatePrice } from '../api/update-price';
import { isPriceChanged } from '../product-filter';

/** A standard's price (¥, 2 decimals) with its own 保存, active once the price differs from the saved one. */
export function ProductPriceEditor({ standard }: { standard: TSellerStandard }) {
  const update = useUpdatePrice();
  const [price, setPrice] = useState<number | null>(standard.price);
  const [saved, setSaved] = useState(standard.price);
  // The list answered a new price (saved here or elsewhere): show it.
  if (saved !== standard.price) {
    setSaved(standard.price);
    setPrice(standard.price);
  }
  const isChanged = isPriceChanged(standard.price, price);

  const save = async () => {
    if (!isChanged || price === null || update.isPending) return;
    try {
      await update.mutateAsync({ standardId: standard.id, price });
      toast.success('价格已保存');
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <Space.Compact className="seller-price-editor">
      <YuanInput
        value={price}
        onChange={setPrice}
        min={0.01}
        max={SELLER_PRICE_MAX}
        step={1}
        prefix="¥"
        onPressEnter={save}
        aria-label="价格"
        data-testid="seller-price-input"
      />
      <Button
        type={isChanged ? 'primary' : 'default'}
        disabled={!isChanged}
        loading={update.isPending}
        onClick={save}
        data-testid="seller-price-save"
      >
        保存
      </Button>
    </Space.Compact>
  );
}
