import { ShopOutlined } from '@ant-design/icons';
import type { TPaymentView } from '@mall/contract';
import { formatYuan, PAY_TYPE_TEXT } from '@mall/contract/wire';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TCashierState } from '../cashier-state';
import './pay-page.css';

/** The mall's own payment pages (the WeChat QR page, the result page): a title and one card. */
export function PayPageFrame({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div className="container pay-page" data-testid={testId}>
      <div className="pay-page-top">
        <h1>{title}</h1>
      </div>
      {children}
    </div>
  );
}

/** What is being paid: the amount, the subject, the payment number and (合并支付) each shop's order. */
export function PaymentSummary({ payment, aside }: { payment: TPaymentView; aside?: ReactNode }) {
  return (
    <div className="pay-summary">
      <div className="pay-summary-main">
        <span className="pay-summary-subject" data-testid="pay-subject">
          {payment.subject}
        </span>
        <span className="pay-summary-no">
          支付单号 {payment.paymentNo} · {PAY_TYPE_TEXT[payment.channel]}
        </span>
        {payment.orders.length > 0 ? (
          <ul className="pay-summary-orders" data-testid="pay-orders">
            {payment.orders.map((o) => (
              <li key={o.orderNo} data-testid="pay-order">
                <span className="pay-summary-shop">
                  <ShopOutlined /> {o.shopName}
                </span>
                <span className="pay-summary-order-no">订单号 {o.orderNo}</span>
                <b>¥{formatYuan(o.amount)}</b>
              </li>
            ))}
          </ul>
        ) : null}
        {aside}
      </div>
      <div className="pay-summary-amount">
        <span>应付金额</span>
        <strong data-testid="pay-amount">
          <small>¥</small>
          {formatYuan(payment.amount)}
        </strong>
      </div>
    </div>
  );
}

/** Loading the payment: the card's outline. */
export function PaymentLoading() {
  return (
    <section className="page-card pay-card" role="status" aria-busy="true" aria-label="支付信息加载中">
      <Skeleton active paragraph={{ rows: 6 }} />
    </section>
  );
}

/** Ways out of a payment page that has nothing more to do: where the payment started, or the order list. */
function WaysBack({ onBack, backText }: { onBack: () => void; backText: string }) {
  return (
    <div className="pay-actions">
      <Button type="primary" size="large" onClick={onBack} data-testid="pay-back">
        {backText}
      </Button>
      <Link to="/user/order">
        <Button size="large">我的订单</Button>
      </Link>
    </div>
  );
}

/** Unknown, malformed, or another buyer's payment (the server answers 404 for all three). */
export function PaymentNotFound() {
  return (
    <section className="page-card pay-card" data-testid="pay-not-found">
      <Result
        status="404"
        title="支付单不存在"
        subTitle="该支付单不存在或已失效，或不属于当前登录的账号。请到我的订单中查看订单状态，需要时重新发起支付。"
        extra={
          <div className="pay-actions">
            <Link to="/user/order">
              <Button type="primary" size="large">
                我的订单
              </Button>
            </Link>
            <Link to="/">
              <Button size="large">返回首页</Button>
            </Link>
          </div>
        }
      />
    </section>
  );
}

/** Paid: the amount, and the way back that the page takes by itself after a few seconds. */
export function PaymentPaid({
  payment,
  secondsLeft,
  onBack,
}: {
  payment: TPaymentView;
  secondsLeft: number;
  onBack: () => void;
}) {
  return (
    <section className="page-card pay-card" data-testid="pay-paid">
      <Result
        status="success"
        title="支付成功"
        subTitle={`已成功支付 ¥${formatYuan(payment.amount)}，${secondsLeft} 秒后自动返回`}
        extra={
          <div className="pay-actions">
            <Button type="primary" size="large" onClick={onBack} data-testid="pay-return-now">
              立即返回
            </Button>
          </div>
        }
      />
    </section>
  );
}

type TEndedState = Exclude<TCashierState, 'payable' | 'paid'>;

const ENDED_TEXT: Record<TEndedState, { status: 'warning' | 'info'; title: string; subTitle: string }> = {
  closed: {
    status: 'warning',
    title: '支付已关闭',
    subTitle: '该笔支付已关闭（订单已取消或已改用其他方式支付），不会再扣款。',
  },
  expired: {
    status: 'warning',
    title: '支付已超时',
    subTitle: '该笔支付已超过付款时限，不能再付款。如订单仍在，请返回重新发起支付。',
  },
  refunded: {
    status: 'info',
    title: '已退款',
    subTitle: '该笔款项已原路退回您的支付账户，到账时间以支付平台为准。',
  },
};

/** A payment that can no longer be paid: closed, timed out or refunded, with the ways back. */
export function PaymentEnded({
  payment,
  state,
  onBack,
}: {
  payment: TPaymentView;
  state: TEndedState;
  onBack: () => void;
}) {
  const text = ENDED_TEXT[state];
  return (
    <section className="page-card pay-card" data-testid={`pay-${state}`}>
      <PaymentSummary payment={payment} />
      <Result
        status={text.status}
        title={text.title}
        subTitle={text.subTitle}
        extra={<WaysBack onBack={onBack} backText="返回" />}
      />
    </section>
  );
}
