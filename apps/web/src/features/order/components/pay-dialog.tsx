import { CheckCircleFilled, CreditCardOutlined, WalletOutlined } from '@ant-design/icons';
import { formatYuan, yuanToFen } from '@mall/contract/wire';
import { App, Modal, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { openUrl } from '../../../lib/open-url';
import { useAiCoinBalance } from '../../ai-coin';
import { usePayOrders } from '../api/pay-orders';

type TPayMethod = 'aicoin' | 'sandbox';

export interface TPayDialogProps {
  open: boolean;
  /** The orders paid together (one per seller when they came from one cart). */
  orderIds: number[];
  /** What they cost together, yuan. */
  amount: number;
  /** A line under the amount, e.g. the time left to pay. */
  hint?: string;
  onClose: () => void;
  /** Called after an AI币 payment went through (the sandbox leaves the page for its cashier). */
  onPaid?: () => void;
}

/**
 * 选择支付方式: AI币 from the balance (paid at once), or the sandbox gateway's cashier page.
 * Used by the order list, the order detail and the settlement page.
 */
export function PayDialog({ open, orderIds, amount, hint, onClose, onPaid }: TPayDialogProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const balance = useAiCoinBalance(open);
  const pay = usePayOrders();
  const [method, setMethod] = useState<TPayMethod>('aicoin');

  const isBalanceShort = balance.data !== undefined && yuanToFen(balance.data) < yuanToFen(amount);
  const chosen: TPayMethod = method === 'aicoin' && isBalanceShort ? 'sandbox' : method;

  const submit = async () => {
    const result = await pay.mutateAsync({ orderIds, payType: chosen }).catch(() => null);
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
      okButtonProps={{ disabled: balance.isPending && chosen === 'aicoin' }}
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
        <Radio.Group value={chosen} onChange={(e) => setMethod(e.target.value)} className="pay-methods">
          <Radio value="aicoin" disabled={isBalanceShort} className="pay-method">
            <span className="pay-method-icon is-coin">
              <WalletOutlined />
            </span>
            <span className="pay-method-text" data-testid="pay-method-aicoin">
              <strong>AI币支付</strong>
              {balance.isPending ? (
                <Skeleton.Input active size="small" style={{ width: 120, height: 16 }} />
              ) : balance.isError ? (
                <small>余额查询失败</small>
              ) : (
                <small>
                  可用余额 ¥{formatYuan(balance.data ?? 0)}
                  {isBalanceShort ? (
                    <>
                      ，余额不足
                      <Link to="/user/aicoin/buy" onClick={onClose} className="pay-method-link">
                        去充值
                      </Link>
                    </>
                  ) : null}
                </small>
              )}
            </span>
            {chosen === 'aicoin' ? <CheckCircleFilled className="pay-method-check" /> : null}
          </Radio>
          <Radio value="sandbox" className="pay-method">
            <span className="pay-method-icon is-online">
              <CreditCardOutlined />
            </span>
            <span className="pay-method-text" data-testid="pay-method-sandbox">
              <strong>在线支付（沙箱）</strong>
              <small>跳转沙箱收银台完成付款，不产生真实扣款</small>
            </span>
            {chosen === 'sandbox' ? <CheckCircleFilled className="pay-method-check" /> : null}
          </Radio>
        </Radio.Group>
      </div>
    </Modal>
  );
}
