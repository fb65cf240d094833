import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zEmpty } from '../common/fields.js';
import { PAY_CHANNELS, type TPayChannel } from '../order/order.rules.js';
import { PAYMENT_STATUS, type TPaymentStatus } from './pay.rules.js';

/** Payment numbers are random, unguessable: PAY + 32 hex. */
const zPaymentNo = z
  .string()
  .trim()
  .regex(/^PAY[0-9a-f]{32}$/, '支付单号无效');

/** What the sandbox cashier page shows. */
export interface TSandboxPayment {
  paymentNo: string;
  /** Yuan. */
  amount: number;
  subject: string;
  status: TPaymentStatus;
  /** Where the cashier sends the buyer afterwards (a site path). */
  returnUrl: string;
  /** Epoch ms after which the payment can no longer be made. */
  expiresAt: number;
  /** The orders this payment covers (合并支付: one per shop of the checkout); empty for a top-up. */
  orders: { orderNo: string; shopName: string; amount: number }[];
}

/** The sandbox cashier's payment as the server answers it (TSandboxPayment). */
export const ZSandboxPayment = z.strictObject({
  paymentNo: z.string(),
  amount: z.number().min(0),
  subject: z.string(),
  status: z.union([
    z.literal(PAYMENT_STATUS.PENDING),
    z.literal(PAYMENT_STATUS.PAID),
    z.literal(PAYMENT_STATUS.CLOSED),
    z.literal(PAYMENT_STATUS.REFUNDED),
  ]),
  returnUrl: z.string(),
  expiresAt: z.number(),
  orders: z.array(z.strictObject({ orderNo: z.string(), shopName: z.string(), amount: z.number().min(0) })),
});

/**
 * A payment as its payer follows it (the WeChat QR page, the result page the gateways send the buyer
 * back to): the sandbox cashier's view, the channel, and while WeChat Native waits, the code to draw.
 */
export interface TPaymentView extends TSandboxPayment {
  channel: TPayChannel;
  /** WeChat Native while pending: the `weixin://…` text the page draws as a QR code. */
  codeUrl: string | null;
}

export const ZPaymentView = ZSandboxPayment.extend({
  channel: z.enum(PAY_CHANNELS),
  codeUrl: z.string().nullable(),
});

/** The gateway's asynchronous notify, signed with the shared secret (HMAC-SHA256, hex). */
export const ZPayNotify = z.object({
  paymentNo: zPaymentNo,
  tradeNo: z.string().trim().min(8).max(64),
  /** Fen, as gateways send amounts. */
  amountFen: z.number().int().positive(),
  paidAt: z.number().int().positive(),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TPayNotify = z.infer<typeof ZPayNotify>;

/** Which online channels the shop takes now (DESIGN-OPERATE §C: a provider is on when its settings are complete). */
export interface TPayChannels {
  channels: TPayChannel[];
}

/** The sandbox gateway: a cashier page at payUrl, a confirm that delivers the signed notify (DESIGN.md §2). */
export const payCalls = {
  /** Only the buyer who owes the payment sees it (anyone else: 404). */
  sandboxQuery: defineCall({
    path: '/pay/sandbox/query.json',
    request: z.object({ paymentNo: zPaymentNo }),
    auth: 'user',
    response: answer<TSandboxPayment>()(ZSandboxPayment),
    title: '沙箱收银台',
  }),
  /** Only the buyer who owes the payment can pay it here (anyone else: 404; DESIGN.md §6). */
  sandboxConfirm: defineCall({
    path: '/pay/sandbox/confirm.json',
    request: z.object({ paymentNo: zPaymentNo }),
    auth: 'user',
    response: answer<TSandboxPayment>()(ZSandboxPayment),
    title: '沙箱确认支付',
  }),
  /** The channels the cashier and the AI币 top-up offer (AI币 itself is always there for orders). */
  channels: defineCall({
    path: '/pay/channels.json',
    request: zEmpty,
    response: answer<TPayChannels>()(z.strictObject({ channels: z.array(z.enum(PAY_CHANNELS)) })),
    title: '可用支付方式',
  }),
  /**
   * A payment's state for its payer (anyone else: 404). While it waits, the shop asks the gateway
   * itself (at most every few seconds), so a buyer back from Alipay sees 已支付 even before the notify.
   */
  query: defineCall({
    path: '/pay/query.json',
    request: z.object({ paymentNo: zPaymentNo }),
    auth: 'user',
    response: answer<TPaymentView>()(ZPaymentView),
    title: '支付结果查询',
  }),
  /** Called by the gateway, not by browsers. Answers 200 once the payment is recorded (also for replays). */
  notify: defineCall({
    path: '/pay/notify/sandbox.json',
    request: ZPayNotify,
    response: answer<null>()(z.null()),
    title: '支付结果通知',
  }),
};
