import type { TSellerProductReturn } from '@mall/contract';
import { Button, Empty, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { useApproveReturn } from '../api/approve-return';
import { useReturnAddresses } from '../api/return-addresses';

/**
 * 同意 a 退货退款 / 换货: the seller names where the goods go back (the default preselected); the
 * request keeps that address as it is now. Without a return address the dialog links to 退货地址.
 */
export function ReturnApproveModal({ item, onClose }: { item: TSellerProductReturn | null; onClose: () => void }) {
  const approve = useApproveReturn();
  const addresses = useReturnAddresses();
  const list = addresses.data ?? [];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const fallback = (list.find((a) => a.isDefaultAddress === 1) ?? list[0])?.id;
  // A new request opens with the default address chosen.
  useEffect(() => {
    if (item) setChosen(undefined);
  }, [item]);
  const selected = chosen ?? fallback;

  const onOk = async () => {
    if (!item || selected === undefined) return;
    try {
      await approve.mutateAsync({ id: item.id, returnAddressId: selected });
      toast.success('已同意，等待买家寄回商品');
      onClose();
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <Modal
      open={item !== null}
      title="同意售后申请"
      okText="同意并发送退货地址"
      cancelText="取消"
      okButtonProps={{
        loading: approve.isPending,
        disabled: selected === undefined,
        'data-testid': 'seller-approve-ok',
      }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
      rootClassName="seller-approve-modal"
    >
      {item ? (
        <p className="seller-muted">
          {item.returnTypeText} · {item.title} · 售后单号 {item.returnNo}
        </p>
      ) : null}
      {addresses.isPending ? null : list.length === 0 ? (
        <Empty description="还没有退货地址，买家不知道寄回哪里" data-testid="seller-approve-no-address">
          <Link to="/seller/return-address">
            <Button type="primary">去添加退货地址</Button>
          </Link>
        </Empty>
      ) : (
        <>
          <p className="seller-approve-label">选择退货地址（同意后发给买家）</p>
          <Radio.Group
            value={selected}
            onChange={(e) => setChosen(e.target.value as number)}
            className="seller-approve-addresses"
            data-testid="seller-approve-addresses"
          >
            {list.map((a) => (
              <Radio key={a.id} value={a.id} className="seller-approve-address">
                <span>
                  {a.realname} {a.telphone}
                  {a.isDefaultAddress === 1 ? <span className="seller-default-tag">默认</span> : null}
                </span>
                <span className="seller-muted">{a.fullAddress}</span>
              </Radio>
            ))}
          </Radio.Group>
          <Link to="/seller/return-address" className="seller-approve-manage">
            管理退货地址
          </Link>
        </>
      )}
    </Modal>
  );
}
