import {
  ClockCircleOutlined,
  LockOutlined,
  SafetyCertificateFilled,
  ThunderboltFilled,
  WalletFilled,
} from '@ant-design/icons';
import { PAYMENT_STATUS_TEXT, type TSandboxPayment } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { Button, ConfigProvider, Result, type ResultProps, Skeleton, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { type NavigateFunction, useNavigate, useSearchParams } from 'react-router';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { useConfirmSandboxPayment } from '../../../features/pay/api/confirm-sandbox-payment';
import { useSandboxPayment } from '../../../features/pay/api/get-sandbox-payment';
import { cashierState, RETURN_DELAY_SECONDS, type TCashierState } from '../../../features/pay/cashier-state';
import { useSiteInfo } from '../../../lib/site-info';
import '../../../features/pay/components/sandbox.css';
import { formatCountdown } from '../../../lib/countdown';
import { openUrl } from '../../../lib/open-url';
import { useNow } from '../../../lib/use-now';
import { useLoginModal } from '../../../stores/login-modal';
import { useSession } from '../../../stores/session';

/** The gateway's own blue, not the mall's teal. */
const GATEWAY_THEME = { token: { colorPrimary: '#1f5eff', colorLink: '#1f5eff' } };

function GatewayFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={GATEWAY_THEME}>
      <div className="gw-page">
        <header className="gw-bar">
          <div className="gw-bar-inner">
            <span className="gw-logo">
              <span className="gw-logo-mark">
                <ThunderboltFilled />
              </span>
              <span>
                <strong>沙箱支付网关</strong>
                <small>SandboxPay Cashier</small>
              </span>
            </span>
            <Tag color="gold" className="gw-env">
              测试环境
            </Tag>
            <span className="gw-secure">
              <LockOutlined /> 安全加密连接
            </span>
          </div>
        </header>
        <main className="gw-main">{children}</main>
        <footer className="gw-foot">本页面为模拟支付网关，仅用于演示与测试，不会产生任何真实扣款。</footer>
      </div>
    </ConfigProvider>
  );
}

/** Back to the shop that sent the buyer here (the payment's return address, or the mall's home). */
function goBackTo(returnUrl: string, navigate: NavigateFunction) {
  if (!openUrl(returnUrl, navigate, { replace: true })) void navigate('/', { replace: true });
}

const STATE_RESULT: Record<
  Exclude<TCashierState, 'payable'>,
  { status: 'success' | 'warning' | 'info'; title: string }
> = {
  paid: { status: 'success', title: '该笔款项已支付' },
  closed: { status: 'warning', title: '该支付单已关闭' },
  refunded: { status: 'info', title: '该笔款项已退款' },
  expired: { status: 'warning', title: '支付已超时' },
};

function PaymentSummary({ payment }: { payment: TSandboxPayment }) {
  const { siteName } = useSiteInfo();
  return (
    <div className="gw-summary">
      <dl>
        <div>
          <dt>商品名称</dt>
          <dd data-testid="gw-subject">{payment.subject}</dd>
        </div>
        <div>
          <dt>收款方</dt>
          <dd>{siteName}</dd>
        </div>
        <div>
          <dt>支付单号</dt>
          <dd className="gw-mono">{payment.paymentNo}</dd>
        </div>
        {payment.orders.length > 1 ? (
          // 合并支付: one payment for every order of the checkout, each shop's listed.
          <div>
            <dt>订单明细</dt>
            <dd>
              <ul className="gw-orders" data-testid="gw-orders">
                {payment.orders.map((o) => (
                  <li key={o.orderNo} data-testid="gw-order">
                    <span className="gw-order-shop">{o.shopName}</span>
                    <span className="gw-mono">{o.orderNo}</span>
                    <b>¥{formatYuan(o.amount)}</b>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="gw-amount">
        <span>应付金额</span>
        <strong data-testid="gw-amount">
          <small className="gw-yuan">¥</small>
          {formatYuan(payment.amount)}
        </strong>
      </div>
    </div>
  );
}

function Cashier({ payment }: { payment: TSandboxPayment }) {
  const navigate = useNavigate();
  const confirm = useConfirmSandboxPayment(payment.paymentNo);
  const { returnUrl } = payment;
  const goBack = () => goBackTo(returnUrl, navigate);
  const [paidHereAt, setPaidHereAt] = useState<number | null>(null);
  const state = cashierState(payment, Date.now());
  const now = useNow(1000, state === 'payable' || paidHereAt !== null);
  const liveState = cashierState(payment, now);

  // Paid just now on this page: back to the shop after a short pause (the buyer may also click).
  useEffect(() => {
    if (paidHereAt === null) return;
    const timer = window.setTimeout(() => goBackTo(returnUrl, navigate), RETURN_DELAY_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [paidHereAt, returnUrl, navigate]);

  const pay = async () => {
    const result = await confirm.mutateAsync().catch(() => null);
    if (result && cashierState(result, Date.now()) === 'paid') setPaidHereAt(Date.now());
  };

  if (paidHereAt !== null) {
    const left = Math.max(0, RETURN_DELAY_SECONDS - Math.floor((now - paidHereAt) / 1000));
    return (
      <div className="gw-card" data-testid="gw-success">
        <Result
          status="success"
          title="支付成功"
          subTitle={`已成功支付 ¥${formatYuan(payment.amount)}，${left} 秒后自动返回商户`}
          extra={
            <Button type="primary" size="large" onClick={goBack}>
              立即返回商户
            </Button>
          }
        />
      </div>
    );
  }

  if (liveState !== 'payable') {
    const r = STATE_RESULT[liveState];
    return (
      <div className="gw-card" data-testid={`gw-state-${liveState}`}>
        <PaymentSummary payment={payment} />
        <Result
          status={r.status}
          title={r.title}
          subTitle={`支付状态：${liveState === 'expired' ? '已超时' : PAYMENT_STATUS_TEXT[payment.status]}`}
          extra={
            <Button type="primary" onClick={goBack}>
              返回商户
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="gw-card" data-testid="gw-cashier">
      <div className="gw-card-head">
        <h1>收银台</h1>
        <span className="gw-countdown" data-testid="gw-countdown">
          <ClockCircleOutlined /> 请在 <b>{formatCountdown(payment.expiresAt - now)}</b> 内完成支付
        </span>
      </div>
      <PaymentSummary payment={payment} />
      <div className="gw-method">
        <h2>支付方式</h2>
        <div className="gw-method-card">
          <span className="gw-method-icon">
            <WalletFilled />
          </span>
          <span>
            <strong>沙箱账户余额</strong>
            <small>模拟付款，确认后网关将向商户发送签名的支付结果通知</small>
          </span>
          <SafetyCertificateFilled className="gw-method-check" />
        </div>
      </div>
      <div className="gw-actions">
        <Button
          type="primary"
          size="large"
          onClick={pay}
          loading={confirm.isPending}
          className="gw-pay"
          data-testid="gw-confirm"
        >
          确认支付 ¥{formatYuan(payment.amount)}
        </Button>
        <Button type="link" onClick={goBack} disabled={confirm.isPending} data-testid="gw-cancel">
          取消支付，返回商户
        </Button>
      </div>
    </div>
  );
}

/** A card with one outcome and one way on (log in, leave). */
function GatewayNotice(props: {
  testId: string;
  status: ResultProps['status'];
  title: string;
  subTitle: string;
  action: ReactNode;
}) {
  return (
    <div className="gw-card" data-testid={props.testId}>
      <Result status={props.status} title={props.title} subTitle={props.subTitle} extra={props.action} />
    </div>
  );
}

/** The sandbox gateway's cashier (`/pay/sandbox?paymentNo=`, DESIGN.md §2 payUrl): not a mall page. */
export default function SandboxCashierPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paymentNo = params.get('paymentNo');
  const isSignedIn = useSession((s) => Boolean(s.token));
  const openLogin = useLoginModal((s) => s.open);
  const query = useSandboxPayment(paymentNo, isSignedIn);

  let body: ReactNode;
  if (paymentNo && !isSignedIn) {
    // The payment belongs to one buyer: only that buyer, signed in, can see and pay it.
    body = (
      <GatewayNotice
        testId="gw-login"
        status="info"
        title="请先登录"
        subTitle="请登录发起这笔支付的商城账号，登录后即可继续付款。"
        action={
          <Button type="primary" size="large" onClick={() => openLogin()} data-testid="gw-login-button">
            登录后付款
          </Button>
        }
      />
    );
  } else if (!paymentNo || (query.isError && isMissing(query.error))) {
    body = (
      <GatewayNotice
        testId="gw-not-found"
        status="404"
        title="支付单不存在"
        subTitle="该支付链接无效或已失效，或不属于当前登录的账号，请返回商户重新发起支付。"
        action={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            返回商城首页
          </Button>
        }
      />
    );
  } else if (query.isPending) {
    body = (
      <div className="gw-card">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="gw-card">
        <Result
          status="warning"
          title="收银台加载失败"
          extra={
            <Button type="primary" onClick={() => query.refetch()}>
              重新加载
            </Button>
          }
        />
      </div>
    );
  } else {
    body = <Cashier payment={query.data} />;
  }

  return <GatewayFrame>{body}</GatewayFrame>;
}
