import { CheckCircleFilled, CreditCardOutlined, WalletOutlined } from '@ant-design/icons';
import { formatYuan, yuanToFen } from '@mall/contract/wire';
import { Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAiCoinBalance } from '../../ai-coin';
import { rechargePath } from '../cashier-path';

export type TPayMethod = 'aicoin' | 'sandbox';

/** The buyer's choice of how to pay `amount` (yuan): AI币 unless the balance is short. */
export function usePayChoice(amount: number, isEnabled = true) {
  const balance = useAiCoinBalance(isEnabled);
  const [method, setMethod] = useState<TPayMethod>('aicoin');
  const isBalanceShort = balance.data !== undefined && yuanToFen(balance.data) < yuanToFen(amount);
  const chosen: TPayMethod = method === 'aicoin' && isBalanceShort ? 'sandbox' : method;
  return { balance, chosen, setMethod, isBalanceShort };
}

export type TPayChoice = ReturnType<typeof usePayChoice>;

/**
 * AI币 (with the balance; 去充值 when short, coming back to `returnTo`, the orders being paid) or the
 * sandbox gateway's cashier. Used by the mall's cashier page and the order list's pay dialog.
 */
export function PayMethods({
  choice,
  returnTo,
  onLeave,
}: {
  choice: TPayChoice;
  /** Where the top-up brings the buyer back (a site path). */
  returnTo: string;
  /** Called when the buyer follows 去充值 (a dialog closes). */
  onLeave?: () => void;
}) {
  const { balance, chosen, setMethod, isBalanceShort } = choice;
  return (
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
                  <Link
                    to={rechargePath(returnTo)}
                    onClick={onLeave}
                    className="pay-method-link"
                    data-testid="pay-recharge"
                  >
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
  );
}
