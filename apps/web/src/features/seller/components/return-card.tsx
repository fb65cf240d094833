import type { TSellerProductReturn } from '@mall/contract';
import { formatYuan, RETURN_STATUS } from '@mall/contract/wire';
import { Button, Popconfirm, Tag } from 'antd';
import { formatDate } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { toast } from '../../../lib/toast';
import { useApproveReturn } from '../api/approve-return';
import { useReceiveReturn } from '../api/receive-return';
import { sellerReturnActions } from '../return-view';
import { BuyerPictures } from './buyer-pictures';

const STATUS_COLOR: Record<number, string> = {
  1: 'orange',
  2: 'blue',
  3: 'gold',
  4: 'green',
  5: 'default',
  6: 'red',
  7: 'purple',
};

interface TReturnCardProps {
  item: TSellerProductReturn;
  onReject: (item: TSellerProductReturn) => void;
  onShip: (item: TSellerProductReturn) => void;
  /** 退货退款 / 换货: approving names a return address in a dialog. */
  onApprove: (item: TSellerProductReturn) => void;
}

/**
 * One after-sales request as the seller works it: the line, the money, the buyer's reason and
 * pictures, where the goods go back from, and the moves its state allows.
 */
export function ReturnCard({ item, onReject, onShip, onApprove: onApproveWithAddress }: TReturnCardProps) {
  const approve = useApproveReturn();
  const receive = useReceiveReturn();
  const actions = sellerReturnActions(item);

  const onApprove = async () => {
    try {
      await approve.mutateAsync({ id: item.id });
      toast.success('已同意，退款已原路退回');
    } catch {
      // toasted by the request layer
    }
  };
  const onReceive = async () => {
    try {
      await receive.mutateAsync({ id: item.id });
      toast.success('已确认收货，退款已原路退回');
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <article className="seller-card seller-return" data-testid="seller-return" data-return-no={item.returnNo}>
      <header className="seller-return-head">
        <span className="seller-return-no">售后单号 {item.returnNo}</span>
        <span className="seller-muted">{formatDate(item.createdAt, 'YYYY-MM-DD HH:mm')}</span>
        <Tag color={item.returnType === 3 ? 'purple' : 'cyan'} data-testid="seller-return-type">
          {item.returnTypeText}
        </Tag>
        <Tag color={STATUS_COLOR[item.status]} className="seller-return-status" data-testid="seller-return-status">
          {item.statusText}
        </Tag>
      </header>

      <div className="seller-return-body">
        <div className="seller-return-line">
          <img
            src={imageUrl(item.image, '86')}
            alt={item.title}
            width={64}
            height={64}
            className="seller-thumb"
            loading="lazy"
          />
          <div className="seller-return-line-text">
            <div className="seller-title-2">{item.title}</div>
            <div className="seller-muted">
              {item.standardName ? `${item.standardName} · ` : ''}×{item.number}
            </div>
            <div className="seller-muted">订单号 {item.orderNo}</div>
          </div>
          <div className="seller-return-amount">
            {item.returnType === 3 ? (
              <span className="seller-muted">换货</span>
            ) : (
              <span className="seller-money" data-testid="seller-return-amount">
                ¥{formatYuan(item.amount + item.freight)}
                {item.freight > 0 ? `（含运费 ¥${formatYuan(item.freight)}）` : null}
              </span>
            )}
          </div>
        </div>

        <dl className="seller-facts">
          {item.returnType === 3 && item.exchangeStandardName ? (
            <>
              <dt>换成规格</dt>
              <dd data-testid="seller-return-exchange-spec">{item.exchangeStandardName}</dd>
            </>
          ) : null}
          <dt>售后原因</dt>
          <dd>{item.reason}</dd>
          {item.description ? (
            <>
              <dt>问题描述</dt>
              <dd>{item.description}</dd>
            </>
          ) : null}
          {item.images.length ? (
            <>
              <dt>买家凭证</dt>
              <dd>
                <BuyerPictures images={item.images} alt="买家凭证" />
              </dd>
            </>
          ) : null}
          <dt>收货信息</dt>
          <dd data-testid="seller-return-address">
            {item.address.realname} {item.address.telphone}
            <br />
            {item.address.fullText}
          </dd>
          {item.returnAddress ? (
            <>
              <dt>退货地址</dt>
              <dd data-testid="seller-return-back-to">
                {item.returnAddress.name} {item.returnAddress.phone}
                <br />
                {item.returnAddress.fullAddress}
              </dd>
            </>
          ) : null}
          {item.returnLogistics ? (
            <>
              <dt>买家寄回</dt>
              <dd data-testid="seller-return-parcel">
                {item.returnLogistics.company} {item.returnLogistics.number}
                <span className="seller-muted">
                  （{formatDate(item.returnLogistics.shippedAt, 'MM-DD HH:mm')} 寄出）
                </span>
              </dd>
            </>
          ) : null}
          {item.backLogistics ? (
            <>
              <dt>换货发出</dt>
              <dd>
                {item.backLogistics.company} {item.backLogistics.number}
                <span className="seller-muted">（{formatDate(item.backLogistics.shippedAt, 'MM-DD HH:mm')}）</span>
              </dd>
            </>
          ) : null}
          {item.status === RETURN_STATUS.REJECTED && item.rejectReason ? (
            <>
              <dt>拒绝原因</dt>
              <dd>{item.rejectReason}</dd>
            </>
          ) : null}
          {item.refundedAt ? (
            <>
              <dt>退款时间</dt>
              <dd>{formatDate(item.refundedAt, 'YYYY-MM-DD HH:mm')}</dd>
            </>
          ) : null}
        </dl>
      </div>

      {actions.length ? (
        <footer className="seller-actions">
          {actions.includes('reject') ? (
            <Button onClick={() => onReject(item)} data-testid="seller-return-reject">
              拒绝
            </Button>
          ) : null}
          {actions.includes('approve') && item.returnType !== 1 ? (
            <Button type="primary" onClick={() => onApproveWithAddress(item)} data-testid="seller-return-approve">
              同意
            </Button>
          ) : null}
          {actions.includes('approve') && item.returnType === 1 ? (
            <Popconfirm title="同意后将立即退款，确定同意？" okText="同意" cancelText="取消" onConfirm={onApprove}>
              <Button type="primary" loading={approve.isPending} data-testid="seller-return-approve">
                同意
              </Button>
            </Popconfirm>
          ) : null}
          {actions.includes('receive') ? (
            <Popconfirm
              title={`确认已收到退货？将退款 ¥${formatYuan(item.amount)} 给买家`}
              okText="确认退款"
              cancelText="取消"
              onConfirm={onReceive}
            >
              <Button type="primary" loading={receive.isPending} data-testid="seller-return-receive">
                确认收货并退款
              </Button>
            </Popconfirm>
          ) : null}
          {actions.includes('shipReplacement') ? (
            <Button type="primary" onClick={() => onShip(item)} data-testid="seller-return-ship">
              发出换货
            </Button>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
