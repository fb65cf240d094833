import type { TSellerProductReturn } from '@mall/contract';
import { nextReturnStatus, RETURN_STATUS_TEXT, type TReturnStatus } from '@mall/contract/wire';

/** What the seller may do with a request now (the contract's state table decides). */
export type TSellerReturnAction = 'approve' | 'reject' | 'receive' | 'shipReplacement';

const SELLER_ACTIONS: readonly TSellerReturnAction[] = ['approve', 'reject', 'receive', 'shipReplacement'];

/** The seller's buttons for a request: those its state and type allow, in this order. */
export function sellerReturnActions(r: Pick<TSellerProductReturn, 'status' | 'returnType'>): TSellerReturnAction[] {
  return SELLER_ACTIONS.filter((a) => nextReturnStatus(r.status, a, r.returnType) !== null);
}

/** The list's tabs: 全部 (no filter), then every state a request can be in (the contract's texts). */
export const RETURN_TABS: { key: string; label: string; status: TReturnStatus | undefined }[] = [
  { key: 'all', label: '全部', status: undefined },
  ...([1, 2, 3, 7, 4, 5, 6] as const).map((status) => ({
    key: String(status),
    label: RETURN_STATUS_TEXT[status] ?? '',
    status,
  })),
];

/** `?status=` as a state the list filters by; anything else is 全部. */
export function parseReturnStatus(value: string | null): TReturnStatus | undefined {
  return RETURN_TABS.find((t) => t.status !== undefined && t.key === value)?.status;
}

/** A page number from the address (`?page=`), 1 when absent or not a positive integer. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The reject modal's reason, as the contract takes it (2–200 characters after trimming). */
export const REJECT_REASON_MIN = 2;
export const REJECT_REASON_MAX = 200;

export function rejectReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (text.length < REJECT_REASON_MIN) return '请填写拒绝原因（至少2个字）';
  if (text.length > REJECT_REASON_MAX) return `拒绝原因最多${REJECT_REASON_MAX}个字`;
  return null;
}
