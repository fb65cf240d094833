import type { TSellerProduct } from '@mall/contract';
import { Select } from 'antd';
import { toast } from '../../../lib/toast';
import { useFreightTemplates } from '../api/get-freight-templates';
import { useSetFreightTemplate } from '../api/set-freight-template';

/** The product's 运费模板 chooser: 包邮 (no template) or one of the shop's templates; saved on change. */
export function ProductFreightSelect({ product }: { product: TSellerProduct }) {
  const templates = useFreightTemplates();
  const set = useSetFreightTemplate();
  const options = [
    { value: 0, label: '包邮（不设模板）' },
    ...(templates.data ?? []).map((t) => ({ value: t.id, label: t.name })),
  ];
  return (
    <span className="seller-product-freight">
      运费：
      <Select<number>
        size="small"
        value={product.freightTemplateId ?? 0}
        options={options}
        loading={templates.isPending || set.isPending}
        popupMatchSelectWidth={false}
        onChange={async (value) => {
          try {
            await set.mutateAsync({ productId: product.id, templateId: value === 0 ? null : value });
            toast.success(value === 0 ? '已设为包邮' : '运费模板已更换');
          } catch {
            // toasted by the request layer; the list reloads
          }
        }}
        aria-label="运费模板"
        data-testid="seller-product-freight"
      />
    </span>
  );
}
