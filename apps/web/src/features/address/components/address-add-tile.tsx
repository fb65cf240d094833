import { PlusOutlined } from '@ant-design/icons';
import { ADDRESS_LIMIT } from '@mall/contract/wire';
import { Tooltip } from 'antd';
import { ADDRESS_FULL_MSG } from '../address-view';
import './address.css';

/** The dashed "新增收货地址" tile; disabled with the reason once the book holds ADDRESS_LIMIT addresses. */
export function AddressAddTile({ count, onAdd }: { count: number; onAdd: () => void }) {
  const isFull = count >= ADDRESS_LIMIT;
  const tile = (
    <button type="button" className="address-add-tile" disabled={isFull} onClick={onAdd} data-testid="address-add-tile">
      <PlusOutlined />
      <span>新增收货地址</span>
      <small>{isFull ? '地址已满' : `还可添加 ${ADDRESS_LIMIT - count} 个`}</small>
    </button>
  );
  return isFull ? <Tooltip title={ADDRESS_FULL_MSG}>{tile}</Tooltip> : tile;
}
