import type { TOrder } from '@mall/contract';
import { Steps } from 'antd';
import { formatDate } from '../../../lib/format';
import { orderSteps } from '../order-steps';

/** 提交订单 / 付款 / 发货 / 收货 with the time of each step that happened. */
export function OrderSteps({ order }: { order: TOrder }) {
  const { steps, current, status } = orderSteps(order);
  return (
    <Steps
      className="order-steps"
      current={current}
      status={status}
      titlePlacement="vertical"
      size="small"
      items={steps.map((s) => ({
        title: s.title,
        content: (
          <span className="order-step-time">
            {s.time ? formatDate(s.time, 'YYYY-MM-DD HH:mm:ss') : null}
            {s.note ? <em>{s.note}</em> : null}
          </span>
        ),
      }))}
    />
  );
}
