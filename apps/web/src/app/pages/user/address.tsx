import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import type { TAddress } from '@mall/contract';
import { ADDRESS_LIMIT } from '@mall/contract/wire';
import { Alert, Button, Empty, Popconfirm, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { ADDRESS_FULL_MSG, canAddAddress, sortAddresses } from '../../../features/address/address-view';
import { useDeleteAddress } from '../../../features/address/api/delete-address';
import { useAddresses } from '../../../features/address/api/get-addresses';
import { useSetDefaultAddress } from '../../../features/address/api/update-address';
import { AddressAddTile } from '../../../features/address/components/address-add-tile';
import { AddressCard } from '../../../features/address/components/address-card';
import { AddressFormModal } from '../../../features/address/components/address-form';
import { toast } from '../../../lib/toast';

/** The form modal: open or not, and the address it edits (null adds one). Kept while it closes. */
interface TEditing {
  open: boolean;
  address: TAddress | null;
}

function AddressActions({ address, onEdit }: { address: TAddress; onEdit: () => void }) {
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const isDefault = address.isDefaultAddress === 1;
  return (
    <>
      {isDefault ? (
        <span className="page-card-hint">当前默认地址</span>
      ) : (
        <Button
          type="link"
          size="small"
          icon={<StarOutlined />}
          loading={setDefault.isPending}
          onClick={() =>
            setDefault.mutate(address, {
              onSuccess: () => toast.success('已设为默认收货地址'),
            })
          }
          data-testid="address-set-default"
        >
          设为默认
        </Button>
      )}
      <span className="address-card-actions-end">
        <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit} data-testid="address-edit">
          编辑
        </Button>
        <Popconfirm
          title="删除收货地址"
          description="确定要删除这个收货地址吗？"
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onConfirm={() =>
            remove.mutateAsync(address.id).then(
              () => toast.success('收货地址已删除'),
              () => undefined,
            )
          }
        >
          <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="address-delete">
            删除
          </Button>
        </Popconfirm>
      </span>
    </>
  );
}

/** PersonalAddress (`/user/address`): the address book, default first; add, edit, delete, set default. */
export default function PersonalAddressPage() {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<TEditing>({ open: false, address: null });
  const list = sortAddresses(addresses.data ?? []);
  const isFull = !canAddAddress(list);

  const addButton = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      disabled={isFull || addresses.isPending}
      onClick={() => setEditing({ open: true, address: null })}
      data-testid="address-add"
    >
      新增收货地址
    </Button>
  );

  return (
    <div className="page-card" data-testid="address-page">
      <div className="page-card-head">
        <h2>收货地址</h2>
        <div className="address-book-head-extra">
          <span className="page-card-hint" data-testid="address-count">
            已保存 {list.length} 个，最多可保存 {ADDRESS_LIMIT} 个
          </span>
          {isFull ? <Tooltip title={ADDRESS_FULL_MSG}>{addButton}</Tooltip> : addButton}
        </div>
      </div>

      {isFull ? (
        <Alert
          className="address-book-full"
          type="warning"
          showIcon
          title={ADDRESS_FULL_MSG}
          data-testid="address-full"
        />
      ) : null}

      {addresses.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : addresses.isError ? (
        <LoadFailed title="收货地址加载失败" onRetry={() => addresses.refetch()} />
      ) : list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="您还没有收货地址，添加一个方便下单吧"
          data-testid="address-empty"
        >
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, address: null })}>
            新增收货地址
          </Button>
        </Empty>
      ) : (
        <div className="address-grid" data-testid="address-list">
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              actions={<AddressActions address={address} onEdit={() => setEditing({ open: true, address })} />}
            />
          ))}
          <AddressAddTile count={list.length} onAdd={() => setEditing({ open: true, address: null })} />
        </div>
      )}

      <AddressFormModal
        open={editing.open}
        address={editing.address}
        isFirst={list.length === 0}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
    </div>
  );
}
