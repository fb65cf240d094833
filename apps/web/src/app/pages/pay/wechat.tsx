import { ClockCircleOutlined, LoadingOutlined, ScanOutlined } from '@ant-design/icons';
import type { TPaymentView } from '@mall/contract';
import { Button, QRCode, Result } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
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
import { formatCountdown } from '../../../lib/countdown';
import { useNow } from '../../../lib/use-now';

/** The QR code's side in CSS pixels: scannable from a phone held at arm's length, small enough for a 390 px screen. */
const QR_SIZE = 200;

/** The code to scan while the payment waits, with what to do and how long is left. */
function ScanToPay({ payment, now, onBack }: { payment: TPaymentView; now: number; onBack: () => void }) {
  const countdown = (
    <span className="pay-countdown" data-testid="pay-countdown">
      <ClockCircleOutlined /> 请在 <b>{formatCountdown(payment.expiresAt - now)}</b> 内完成支付
    </span>
  );
  return (
    <section className="page-card pay-card" data-testid="wechat-pay">
      <PaymentSummary payment={payment} aside={countdown} />
      <div className="pay-wechat">
        {payment.codeUrl ? (
          <div className="pay-wechat-code" data-testid="wechat-qr">
            {/* antd hands aria-* to the <svg role="img">, which needs a name. */}
            <QRCode value={payment.codeUrl} size={QR_SIZE} type="svg" bordered={false} aria-label="微信支付二维码" />
          </div>
        ) : (
          // Pending without a code: the payment was started for a phone (H5), not for scanning.
          <Result
            status="warning"
            title="二维码暂不可用"
            subTitle="请返回重新发起支付。"
            data-testid="wechat-no-code"
          />
        )}
        <div className="pay-wechat-guide">
          <p className="pay-wechat-scan">
            <ScanOutlined /> 请使用微信扫一扫
          </p>
          <p>扫描二维码完成支付</p>
          <p className="pay-wechat-wait" data-testid="wechat-waiting">
            <LoadingOutlined /> 支付完成后页面将自动跳转
          </p>
        </div>
      </div>
      <div className="pay-actions">
        <Button type="link" onClick={onBack} data-testid="pay-other-method">
          选择其他支付方式
        </Button>
      </div>
    </section>
  );
}

/** The payment as it now stands: waiting to be scanned, paid, or no longer payable. */
function WechatPayment({ payment }: { payment: TPaymentView }) {
  const now = useNow(1000, cashierState(payment, Date.now()) === 'payable');
  const state = cashierState(payment, now);
  const { secondsLeft, goBack } = usePaidReturn(state === 'paid', payment.returnUrl);
  useInvalidateWhenPaid(state === 'paid');

  if (state === 'paid') return <PaymentPaid payment={payment} secondsLeft={secondsLeft} onBack={goBack} />;
  if (state !== 'payable') return <PaymentEnded payment={payment} state={state} onBack={goBack} />;
  return <ScanToPay payment={payment} now={now} onBack={goBack} />;
}

/** Asked again while the code can still be scanned; a paid, closed or timed-out payment is final here. */
function isScanWaiting(payment: TPaymentView): boolean {
  return cashierState(payment, Date.now()) === 'payable';
}

/**
 * 微信支付 (`/pay/wechat?paymentNo=`): the mall's page for WeChat Native on a desktop. It draws the
 * `weixin://` code the gateway gave, asks `/pay/query.json` every 2 s (the server asks WeChat
 * meanwhile) and, once paid, goes back to where the payment was started.
 */
export default function PayWechatPage() {
  const [params] = useSearchParams();
  const paymentNo = params.get('paymentNo');
  const navigate = useNavigate();
  const query = usePayment(paymentNo, isScanWaiting);
  const isOtherChannel = query.data !== undefined && query.data.channel !== 'wechat';

  useEffect(() => {
    // Another channel's payment has nothing to scan: the result page follows any payment.
    if (isOtherChannel && paymentNo)
      void navigate(`/pay/result?paymentNo=${encodeURIComponent(paymentNo)}`, { replace: true });
  }, [isOtherChannel, paymentNo, navigate]);

  let body: ReactNode;
  if (!paymentNo || (query.isError && isMissing(query.error) && query.data === undefined)) {
    body = <PaymentNotFound />;
  } else if (query.data !== undefined && !isOtherChannel) {
    body = <WechatPayment payment={query.data} />;
  } else if (query.isError && query.data === undefined) {
    body = (
      <section className="page-card pay-card">
        <LoadFailed title="支付信息加载失败" onRetry={() => query.refetch()} />
      </section>
    );
  } else {
    body = <PaymentLoading />;
  }
  return (
    <PayPageFrame title="微信支付" testId="pay-wechat-page">
      {body}
    </PayPageFrame>
  );
}
