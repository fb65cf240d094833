import type { TOrder } from '@mall/contract';
import { ORDER_STATUS } from '@mall/contract/wire';

export interface TOrderStep {
  title: string;
  /** When the step happened (epoch ms), null while it has not. */
  time: number | null;
  note?: string;
}

export interface TOrderSteps {
  steps: TOrderStep[];
  /** Index of the step in progress (antd Steps `current`). */
  current: number;
  status: 'process' | 'finish' | 'error';
}

type TStepFacts = Pick<
  TOrder,
  'status' | 'createdAt' | 'paidAt' | 'shippedAt' | 'receivedAt' | 'cancelledAt' | 'cancelReason'
>;

/** 提交订单 → 付款 → 发货 → 收货 with their times; a cancelled or closed order ends in a red step. */
export function orderSteps(order: TStepFacts): TOrderSteps {
  const normal: TOrderStep[] = [
    { title: '提交订单', time: order.createdAt },
    { title: '付款', time: order.paidAt },
    { title: '发货', time: order.shippedAt },
    { title: '收货', time: order.receivedAt },
  ];
  switch (order.status) {
    case ORDER_STATUS.NOPAY:
      return { steps: normal, current: 1, status: 'process' };
    case ORDER_STATUS.SHIP:
      return { steps: normal, current: 2, status: 'process' };
    case ORDER_STATUS.DELIVER:
      return { steps: normal, current: 3, status: 'process' };
    case ORDER_STATUS.RECEIVED:
      return { steps: normal, current: 3, status: 'finish' };
    case ORDER_STATUS.CANCELLED: {
      const steps = [normal[0], { title: '已取消', time: order.cancelledAt, note: order.cancelReason || undefined }];
      return { steps, current: 1, status: 'error' };
    }
    default: {
      // Closed (fully refunded): what happened before, then the close.
      const done = normal.filter((s) => s.time !== null);
      const steps = [...done, { title: '已关闭', time: null, note: '已全额退款' }];
      return { steps, current: steps.length - 1, status: 'error' };
    }
  }
}
