import { formatYuan } from '@mall/contract/wire';
import { App, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { openUrl } from '../../../lib/open-url';
import { usePayOrders } from '../api/pay-orders';
import { cashierPath } from '../cashier-path';
import { PayMethods, payRequestOf, usePayChoice } from './pay-methods';

export interface TPayDialogProps {
  open: boolean;
  /** The orders paid together (one per seller when they came from one cart). */
  orderIds: number[];
  /** What they cost together, yuan. */
  amount: number;
  /** A line under the amount, e.g. the time left to pay. */
  hint?: string;
  onClose: () => void;
  /** Called after an AI币 payment went through (an online channel leaves the page for its gateway). */
  onPaid?: () => void;
}

/**
 * 选择支付方式 of one order from the order list or its detail (去支付): AI币 from the balance (paid at
 * once), or an online channel's page (支付宝, 微信支付, the sandbox). It pays that order alone, even when it came from a
 * checkout of several shops (合并支付 is the checkout's cashier page, `/order/cashier`).
 */
export function PayDialog({ open, orderIds, amount, hint, onClose, onPaid }: TPayDialogProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const pay = usePayOrders();
  const choice = usePayChoice(amount, open);

  const submit = async () => {
    const payment = payRequestOf(choice);
    if (!payment) return;
    const result = await pay.mutateAsync({ orderIds, ...payment }).catch(() => null);
    if (!result) return;
    if (result.paid) {
      message.success('支付成功，商家将尽快为您发货');
      onClose();
      onPaid?.();
      return;
    }
    if (!result.payUrl || !openUrl(result.payUrl, navigate)) message.error('支付网关暂不可用，请稍后重试');
  };

  return (
    <Modal
      open={open}
      title="选择支付方式"
      okText={`确认支付 ¥${formatYuan(amount)}`}
      cancelText="再想想"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={pay.isPending}
      okButtonProps={{ disabled: !choice.canPay }}
      destroyOnHidden
      width={520}
      className="pay-modal"
    >
      <div className="pay-dialog" data-testid="pay-dialog">
        <div className="pay-dialog-amount">
          <span>应付金额</span>
          <strong>
            <small className="pay-dialog-yuan">¥</small>
            {formatYuan(amount)}
          </strong>
          {hint ? <p>{hint}</p> : null}
        </div>
        <PayMethods choice={choice} returnTo={cashierPath(orderIds)} onLeave={onClose} />
      </div>
    </Modal>
  );
}
