import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import type { TAddress } from '@mall/contract';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { maskPhone } from '../../../lib/format';
import { viewAddress } from '../address-view';
import './address.css';

interface TAddressCardProps {
  address: TAddress;
  /** Buttons under the address (address book). */
  actions?: ReactNode;
  /** Makes the card a choice (order confirm): a click selects it. */
  onSelect?: () => void;
  isSelected?: boolean;
}

function AddressBody({ address }: { address: TAddress }) {
  const view = viewAddress(address);
  return (
    <>
      <div className="address-card-head">
        <strong className="address-card-name">{address.realname}</strong>
        <span className="address-card-phone">
          <PhoneOutlined /> {maskPhone(address.telphone)}
        </span>
        {address.isDefaultAddress === 1 ? (
          <Tag color="red" className="address-card-tag" data-testid="address-default-tag">
            默认
          </Tag>
        ) : null}
      </div>
      <div className="address-card-region">
        <EnvironmentOutlined /> {view.districts || '地区信息缺失'}
      </div>
      <div className="address-card-street">{address.street}</div>
    </>
  );
}

/** One address: receiver, masked phone, region text resolved from its codes, street, 默认 tag. */
export function AddressCard({ address, actions, onSelect, isSelected }: TAddressCardProps) {
  const className = `address-card${address.isDefaultAddress === 1 ? ' is-default' : ''}${isSelected ? ' is-selected' : ''}`;
  if (onSelect) {
    return (
      <button
        type="button"
        aria-pressed={Boolean(isSelected)}
        className={`${className} is-selectable`}
        onClick={onSelect}
        data-testid="address-card"
        data-address-id={address.id}
      >
        <AddressBody address={address} />
        {isSelected ? <span className="address-card-check" aria-hidden /> : null}
      </button>
    );
  }
  return (
    <div className={className} data-testid="address-card" data-address-id={address.id}>
      <AddressBody address={address} />
      {actions ? <div className="address-card-actions">{actions}</div> : null}
    </div>
  );
}
