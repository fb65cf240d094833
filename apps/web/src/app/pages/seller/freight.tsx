import { PlusOutlined } from '@ant-design/icons';
import type { TFreightTemplate } from '@mall/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { useFreightTemplates } from '../../../features/seller/api/get-freight-templates';
import { FreightFormModal } from '../../../features/seller/components/freight-form-modal';
import { FreightTemplateCard } from '../../../features/seller/components/freight-template-card';
import { SellerListPage } from '../../../features/seller/components/seller-list-page';
import './seller-pages.css';
import './freight.css';

/**
 * SellerFreight (`/seller/freight`): the shop's 运费模板 (满额包邮, the fee to other provinces, province
 * groups with their own fee), 新建 / 编辑 in a dialog; products choose theirs on 商品管理.
 */
export default function SellerFreightPage() {
  const isPhone = useAntdPhone();
  const list = useFreightTemplates();
  // undefined: closed; null: a new template; else the one edited.
  const [editing, setEditing] = useState<TFreightTemplate | null | undefined>(undefined);

  return (
    <SellerListPage
      className="seller-page"
      testId="seller-freight-page"
      barClassName="seller-freight-bar"
      bar={
        <>
          <div>
            <h2>运费模板</h2>
            <p className="seller-freight-hint">
              买家按收货省份计费；一笔店铺订单收取其中商品模板的最高运费一次，未设模板的商品包邮。
            </p>
          </div>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            block={isPhone}
            onClick={() => setEditing(null)}
            data-testid="seller-freight-add"
          >
            新建运费模板
          </Button>
        </>
      }
      what="运费模板"
      query={list}
      items={list.data}
      empty={{ text: '还没有运费模板：未设模板的商品均包邮', testId: 'seller-freight-empty' }}
      listClassName="seller-list seller-freights"
      listTestId="seller-freights"
      extra={
        <FreightFormModal
          open={editing !== undefined}
          template={editing ?? null}
          onClose={() => setEditing(undefined)}
          isPhone={isPhone}
        />
      }
    >
      {(items) => items.map((t) => <FreightTemplateCard key={t.id} template={t} onEdit={() => setEditing(t)} />)}
    </SellerListPage>
  );
}
