import { CarOutlined } from '@ant-design/icons';
import type { TAddress } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { Button, Input } from 'antd';
import type { ReactNode } from 'react';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { maskPhone } from '../../../lib/format';
import { viewAddress } from '../../address';

/** Spec §7 remark limit (the contract's `zRemark`). */
const REMARK_MAX = 200;

/** 配送方式 and 订单备注 of a settlement page (order confirm, quote settlement). */
export function SettleExtras({
  delivery,
  remark,
  onRemark,
  placeholder,
  remarkId,
  freight,
}: {
  /** 快递配送, 商家配送… */
  delivery: string;
  /** What the delivery costs (the shops' 运费); absent: 免运费. */
  freight?: ReactNode;
  remark: string;
  onRemark: (remark: string) => void;
  placeholder: string;
  /** The remark box's id (and test id). */
  remarkId: string;
}) {
  return (
    <section className="settle-card settle-extra">
      <div className="settle-extra-row">
        <span className="settle-extra-label">配送方式</span>
        <span>
          <CarOutlined /> {delivery} {freight ?? <span className="settle-free">免运费</span>}
        </span>
      </div>
      <div className="settle-extra-row">
        <label className="settle-extra-label" htmlFor={remarkId}>
          订单备注
        </label>
        <Input.TextArea
          id={remarkId}
          value={remark}
          onChange={(e) => onRemark(e.target.value)}
          maxLength={REMARK_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={placeholder}
          data-testid={remarkId}
        />
      </div>
    </section>
  );
}

/**
 * The sums, 应付总额, where it goes, a notice (why it cannot be submitted) and 提交订单 — on a phone a
 * fixed bar with the amount (DESIGN.md §4 `phone-bar`).
 */
export function SettleSummary({
  testId,
  sums,
  total,
  totalTestId,
  shipTo,
  notice,
  submit,
}: {
  testId: string;
  /** The rows above the total: label and value. */
  sums: { label: string; value: ReactNode; testId?: string }[];
  total: number;
  totalTestId: string;
  shipTo: TAddress | null;
  notice?: ReactNode;
  submit: { onClick: () => void; isPending: boolean; isDisabled: boolean; testId: string };
}) {
  const isPhone = useAntdPhone();
  const view = shipTo ? viewAddress(shipTo) : null;
  return (
    <section className="settle-summary" data-testid={testId}>
      <dl className="settle-sums">
        {sums.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd data-testid={s.testId}>{s.value}</dd>
          </div>
        ))}
      </dl>
      <div className="settle-pay-row">
        <span>应付总额：</span>
        <span className="cart-price-big" data-testid={totalTestId}>
          <small>¥</small>
          {formatYuan(total)}
        </span>
      </div>
      {view ? (
        <div className="settle-ship-to" data-testid="settle-ship-to">
          <span>寄送至：{view.streetLine}</span>
          <span>
            收货人：{view.realname} {maskPhone(view.telphone)}
          </span>
        </div>
      ) : null}
      {notice}
      <div className={isPhone ? 'settle-submit-row phone-bar settle-phone-bar' : 'settle-submit-row'}>
        {isPhone ? (
          <span className="settle-phone-total">
            应付：
            <span className="cart-price-big">
              <small>¥</small>
              {formatYuan(total)}
            </span>
          </span>
        ) : null}
        <Button
          type="primary"
          size="large"
          className="cart-settle-btn settle-submit"
          loading={submit.isPending}
          disabled={submit.isDisabled}
          onClick={submit.onClick}
          data-testid={submit.testId}
        >
          提交订单
        </Button>
      </div>
    </section>
  );
}
