import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import type { TReturnAddress } from '@mall/contract';
import { RETURN_ADDRESS_LIMIT } from '@mall/contract/wire';
import { Button, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import {
  useRemoveReturnAddress,
  useReturnAddresses,
  useSetDefaultReturnAddress,
} from '../../../features/seller/api/return-addresses';
import { ReturnAddressFormModal } from '../../../features/seller/components/return-address-form-modal';
import { SellerListPage } from '../../../features/seller/components/seller-list-page';
import { toast } from '../../../lib/toast';
import './seller-pages.css';
import './return-addresses.css';

/**
 * SellerReturnAddresses (`/seller/return-address`): where approved 退货退款 / 换货 go back. The
 * default is named when a request is approved unless the seller picks another; at most
 * RETURN_ADDRESS_LIMIT; removing the default makes the newest remaining one the default.
 */
export default function SellerReturnAddressesPage() {
  const list = useReturnAddresses();
  const remove = useRemoveReturnAddress();
  const setDefault = useSetDefaultReturnAddress();
  const [editing, setEditing] = useState<TReturnAddress | null>(null);
  const [isFormOpen, setFormOpen] = useState(false);
  // Each opening is a fresh form (its initial values are the address opened, antd reads them once).
  const [formKey, setFormKey] = useState(0);
  const addresses = list.data ?? [];
  const isFull = addresses.length >= RETURN_ADDRESS_LIMIT;

  const openForm = (address: TReturnAddress | null) => {
    setEditing(address);
    setFormKey((k) => k + 1);
    setFormOpen(true);
  };
  const onRemove = async (a: TReturnAddress) => {
    try {
      await remove.mutateAsync(a.id);
      toast.success('退货地址已删除');
    } catch {
      // toasted by the request layer
    }
  };
  const onSetDefault = async (a: TReturnAddress) => {
    try {
      await setDefault.mutateAsync(a.id);
      toast.success('已设为默认退货地址');
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <SellerListPage
      className="seller-page"
      testId="seller-return-addresses-page"
      barClassName="seller-return-address-head"
      bar={
        <>
          <p className="seller-muted">
            同意退货退款或换货时，买家将收到所选的退货地址（默认地址已预选）。最多 {RETURN_ADDRESS_LIMIT} 个。
          </p>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={isFull}
            onClick={() => openForm(null)}
            data-testid="return-address-add"
          >
            新增退货地址
          </Button>
        </>
      }
      what="退货地址"
      query={list}
      items={list.data}
      empty={{
        text: '还没有退货地址。同意退货退款或换货前，请先添加一个退货地址',
        testId: 'return-addresses-empty',
      }}
      listClassName="seller-return-addresses"
      listTestId="return-addresses"
      extra={
        <ReturnAddressFormModal
          key={formKey}
          open={isFormOpen}
          address={editing}
          isFirst={addresses.length === 0}
          onClose={() => setFormOpen(false)}
        />
      }
    >
      {(items) =>
        items.map((a) => (
          <article key={a.id} className="seller-card seller-return-address" data-testid="return-address">
            <div className="seller-return-address-main">
              <div className="seller-return-address-who">
                <EnvironmentOutlined />
                <strong>{a.realname}</strong>
                <span>{a.telphone}</span>
                {a.isDefaultAddress === 1 ? (
                  <Tag color="orange" data-testid="return-address-default-tag">
                    默认
                  </Tag>
                ) : null}
              </div>
              <p className="seller-return-address-text">{a.fullAddress}</p>
            </div>
            <footer className="seller-return-address-actions">
              {a.isDefaultAddress === 1 ? null : (
                <Button
                  size="small"
                  onClick={() => onSetDefault(a)}
                  loading={setDefault.isPending && setDefault.variables === a.id}
                  data-testid="return-address-set-default"
                >
                  设为默认
                </Button>
              )}
              <Button size="small" onClick={() => openForm(a)} data-testid="return-address-edit">
                编辑
              </Button>
              <Popconfirm
                title="删除这个退货地址？"
                description={
                  a.isDefaultAddress === 1 && addresses.length > 1 ? '删除后最新添加的地址将成为默认' : undefined
                }
                okText="删除"
                okButtonProps={{ danger: true, 'data-testid': 'return-address-remove-ok' }}
                cancelText="取消"
                onConfirm={() => onRemove(a)}
              >
                <Button size="small" danger data-testid="return-address-remove">
                  删除
                </Button>
              </Popconfirm>
            </footer>
          </article>
        ))
      }
    </SellerListPage>
  );
}
