import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zEmpty, zFen, zOptionalPayload, zSitePath } from '../common/fields.js';
import { ZPageQuery } from '../common/pagination.js';
import { PAY_CHANNELS, PAY_DEVICES } from '../order/order.rules.js';

export const AI_RECHARGE_MIN_YUAN = 1;
export const AI_RECHARGE_MAX_YUAN = 50000;
/** The preset amounts of the top-up page (yuan; 1 AI币 = ¥1). */
export const AI_RECHARGE_PRESETS = [10, 50, 100, 200, 500, 1000] as const;

/** Why the balance moved. */
export type TAiCoinKind = 'recharge' | 'pay' | 'refund';

export const AI_COIN_KIND_TEXT: Record<TAiCoinKind, string> = { recharge: '充值', pay: '支付', refund: '退款' };

/** The buyer's AI币 account. */
export interface TAiCoinAccount {
  /** The balance: always the sum of the ledger, never negative. */
  balance: number;
  /** All top-ups and refunds ever credited. */
  totalIn: number;
  /** All payments ever debited (positive). */
  totalOut: number;
}

/** One ledger entry. */
export interface TAiCoinRecord {
  id: number;
  kind: TAiCoinKind;
  /** Signed: positive credits, negative debits. */
  amount: number;
  /** Balance right after this entry. */
  balanceAfter: number;
  /** What it was for: 充值 / 订单 2026… 支付. */
  title: string;
  /** The payment number or the order number it belongs to. */
  refNo: string;
  createdAt: number;
}

/** The AI币 account as the server answers it (TAiCoinAccount). */
export const ZAiCoinAccount = z.strictObject({
  balance: z.number().min(0),
  totalIn: z.number().min(0),
  totalOut: z.number().min(0),
});

/** One movement of the balance (TAiCoinRecord). */
export const ZAiCoinRecord = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['recharge', 'pay', 'refund']),
  amount: z.number(),
  balanceAfter: z.number().min(0),
  title: z.string(),
  refNo: z.string(),
  createdAt: z.number(),
});

export const aiCoinCalls = {
  selectOne: defineCall({
    path: '/AI/aiCurrency/selectOne.json',
    request: zEmpty,
    auth: 'user',
    response: answer<TAiCoinAccount>()(ZAiCoinAccount),
    title: 'AI币账户',
  }),
  /** Ledger entries, newest first, `page`/`limit` with `total`. */
  query: defineCall({
    path: '/AI/aiCurrency/query.json',
    request: zOptionalPayload(ZPageQuery),
    auth: 'user',
    response: answer<TAiCoinRecord[]>()(z.array(ZAiCoinRecord)),
    paged: true,
    title: 'AI币记录',
  }),
  /** The balance alone. */
  selectNumber: defineCall({
    path: '/AI/aiCurrency/selectNumber.json',
    request: zEmpty,
    auth: 'user',
    response: answer<number>()(z.number().min(0)),
    title: 'AI币余额',
  }),
  addAiRecharge: defineCall({
    path: '/AI/aiCurrency/addAiRecharge.json',
    request: z.object({
      amount: zFen(
        z.number().min(AI_RECHARGE_MIN_YUAN, '充值金额为1到50000元').max(AI_RECHARGE_MAX_YUAN, '充值金额为1到50000元'),
        '金额最多两位小数',
      ),
      payType: z.enum(PAY_CHANNELS),
      device: z.enum(PAY_DEVICES).optional(),
      /** Where the cashier sends the buyer once paid (the order being paid); a site path, default the AI币 page. */
      returnTo: zSitePath.optional(),
    }),
    auth: 'user',
    response: answer<{ payUrl: string; paymentNo: string }>()(
      z.strictObject({ payUrl: z.string(), paymentNo: z.string() }),
    ),
    title: 'AI币充值',
  }),
};
