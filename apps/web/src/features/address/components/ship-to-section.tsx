import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import type { TAddress } from '@mall/contract';
import { Button, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { canAddAddress, currentAddressId, regionAddressId, sortAddresses, type TDeliveryRegion } from '../address-view';
import { useAddresses } from '../api/get-addresses';
import { AddressAddTile } from './address-add-tile';
import { AddressCard } from './address-card';
import { AddressFormModal } from './address-form';

/**
 * Where a settlement ships to (order confirm, quote settlement): the buyer's choice while that address
 * exists, else the default one (spec §4: the current address) — or, for a delivery `region` (a
 * procurement demand's), the buyer's address in that region, the default one first.
 */
export function useShipTo(region?: TDeliveryRegion) {
  const addresses = useAddresses();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = sortAddresses(addresses.data ?? []);
  const preset = region ? regionAddressId(list, region) : currentAddressId(list);
  const selectedId = chosenId !== null && list.some((a) => a.id === chosenId) ? chosenId : preset;
  const selected = list.find((a) => a.id === selectedId) ?? null;
  return { addresses, list, selected, select: setChosenId };
}

export type TShipTo = ReturnType<typeof useShipTo>;

/** The address choice: the buyer's addresses as cards, default preselected, a new one added inline. */
function AddressChoice({
  list,
  selectedId,
  onSelect,
}: {
  list: TAddress[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const [isAdding, setIsAdding] = useState(false);
  return (
    <>
      {list.length === 0 ? (
        <div className="settle-no-address" data-testid="settle-no-address">
          <EnvironmentOutlined className="settle-no-address-icon" />
          <span>您还没有收货地址，请先新增一个收货地址</span>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setIsAdding(true)}
            data-testid="settle-add-address"
          >
            新增收货地址
          </Button>
        </div>
      ) : (
        <div className="address-grid" data-testid="settle-addresses">
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              isSelected={address.id === selectedId}
              onSelect={() => onSelect(address.id)}
            />
          ))}
          <AddressAddTile count={list.length} onAdd={() => setIsAdding(true)} />
        </div>
      )}
      <AddressFormModal
        open={isAdding}
        isFirst={list.length === 0}
        onClose={() => setIsAdding(false)}
        onSaved={(saved) => onSelect(saved.id)}
      />
    </>
  );
}

/** The 收货地址 card of a settlement page (styles: cart.css's settle-card); `notice` under the choice. */
export function ShipToSection({ ship, notice }: { ship: TShipTo; notice?: ReactNode }) {
  const { addresses, list, selected, select } = ship;
  return (
    <section className="settle-card" data-testid="settle-address">
      <div className="settle-card-head">
        <h2>收货地址</h2>
        <Link to="/user/address" className="settle-card-link">
          管理收货地址
        </Link>
      </div>
      {addresses.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : addresses.isError ? (
        <LoadFailed title="收货地址加载失败" onRetry={() => addresses.refetch()} />
      ) : (
        <AddressChoice list={list} selectedId={selected?.id ?? null} onSelect={select} />
      )}
      {notice}
      {!canAddAddress(list) ? (
        <p className="page-card-hint settle-address-full">
          收货地址已达上限，如需新地址请先在“管理收货地址”中删除不用的地址。
        </p>
      ) : null}
    </section>
  );
}
