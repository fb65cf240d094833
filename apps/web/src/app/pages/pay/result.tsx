import { LoadingOutlined } from '@ant-design/icons';
import type { TPaymentView } from '@mall/contract';
import { Button, Result } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { usePayment } from '../../../features/pay/api/get-payment';
import { cashierState } from '../../../features/pay/cashier-state';
import {
  PaymentEnded,
  PaymentLoading,
  PaymentNotFound,
  PaymentPaid,
  PaymentSummary,
  PayPageFrame,
} from '../../../features/pay/components/payment-parts';
import { useInvalidateWhenPaid, usePaidReturn } from '../../../features/pay/use-paid-return';
import { useNow } from '../../../lib/use-now';

/**
 * How long the page keeps asking by itself: a gateway's notify and the server's own query usually
 * settle a payment within seconds; past this the buyer refreshes when they choose.
 */
const RESULT_POLL_WINDOW_MS = 60_000;

/** Pending after the payer came back: still confirming (polling), or no answer yet (the buyer refreshes). */
function PaymentConfirming({
  payment,
  isPolling,
  onRefresh,
  onRetry,
}: {
  payment: TPaymentView;
  isPolling: boolean;
  onRefresh: () => void;
  onRetry: () => void;
}) {
  return (
    <section className="page-card pay-card" data-testid={isPolling ? 'pay-confirming' : 'pay-unconfirmed'}>
      <PaymentSummary payment={payment} />
      <Result
        icon={isPolling ? <LoadingOutlined /> : undefined}
        status="info"
        title={isPolling ? '正在确认支付结果…' : '暂未确认到支付结果'}
        subTitle={
          isPolling
            ? '如您已完成付款，请稍候，结果确认后页面将自动跳转；如尚未付款，可重新支付。'
            : '支付平台尚未返回结果。如您已完成付款，请稍后刷新；如尚未付款，可重新支付。'
        }
        extra={
          <div className="pay-actions">
            <Button type={isPolling ? 'default' : 'primary'} size="large" onClick={onRefresh} data-testid="pay-refresh">
              {isPolling ? '我已支付，刷新' : '刷新'}
            </Button>
            <Button type={isPolling ? 'primary' : 'default'} size="large" onClick={onRetry} data-testid="pay-retry">
              重新支付
            </Button>
          </div>
        }
      />
    </section>
  );
}

/** The payment as it now stands, with polling for the one that is still pending. */
function PaymentOutcome({
  payment,
  isPolling,
  onRefresh,
}: {
  payment: TPaymentView;
  isPolling: boolean;
  onRefresh: () => void;
}) {
  const state = cashierState(payment, Date.now());
  const { secondsLeft, goBack } = usePaidReturn(state === 'paid', payment.returnUrl);
  useInvalidateWhenPaid(state === 'paid');

  if (state === 'paid') return <PaymentPaid payment={payment} secondsLeft={secondsLeft} onBack={goBack} />;
  if (state !== 'payable') return <PaymentEnded payment={payment} state={state} onBack={goBack} />;
  return <PaymentConfirming payment={payment} isPolling={isPolling} onRefresh={onRefresh} onRetry={goBack} />;
}

/**
 * 支付结果 (`/pay/result?paymentNo=`): where Alipay's return and WeChat H5's redirect bring the buyer
 * back. It asks `/pay/query.json` every 2 s for about a minute (the server asks the gateway itself
 * while the payment is pending), then leaves 刷新 to the buyer.
 */
export default function PayResultPage() {
  const [params] = useSearchParams();
  const paymentNo = params.get('paymentNo');
  const [pollSince, setPollSince] = useState(() => Date.now());
  // Ticks only inside the window: past it nothing changes until the buyer refreshes (which reopens it).
  const [isInWindow, setIsInWindow] = useState(true);
  const now = useNow(1000, isInWindow);
  useEffect(() => setIsInWindow(now - pollSince < RESULT_POLL_WINDOW_MS), [now, pollSince]);
  const query = usePayment(paymentNo, (payment) => isInWindow && cashierState(payment, Date.now()) === 'payable');

  const refresh = () => {
    setPollSince(Date.now());
    setIsInWindow(true);
    void query.refetch();
  };

  let body: ReactNode;
  if (!paymentNo || (query.isError && isMissing(query.error) && query.data === undefined)) {
    body = <PaymentNotFound />;
  } else if (query.data !== undefined) {
    body = <PaymentOutcome payment={query.data} isPolling={isInWindow} onRefresh={refresh} />;
  } else if (query.isError) {
    body = (
      <section className="page-card pay-card">
        <LoadFailed title="支付结果加载失败" onRetry={() => query.refetch()} />
      </section>
    );
  } else {
    body = <PaymentLoading />;
  }
  return (
    <PayPageFrame title="支付结果" testId="pay-result-page">
      {body}
    </PayPageFrame>
  );
}
