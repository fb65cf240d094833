import { CALLS } from '@mall/contract';

/** The server's own rule for the amount (1–50000 yuan, at most 2 decimals), from the contract. */
const AMOUNT_SCHEMA = CALLS.aiCoin.addAiRecharge.request.shape.amount;

/** Why a top-up amount cannot be sent, or null when it can (the same messages as the server's 407). */
export function rechargeAmountError(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return '请选择或输入充值金额';
  if (!Number.isFinite(value)) return '请输入有效的充值金额';
  const result = AMOUNT_SCHEMA.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '充值金额为1到50000元');
}
