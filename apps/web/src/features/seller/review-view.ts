import { REPLY_CONTENT_MAX } from '@mall/contract';

/** The review list's tabs: 全部, 待回复 (`replied: false`), 已回复 (`replied: true`), by `?replied=`. */
export const REVIEW_TABS = [
  { key: 'all', label: '全部', replied: undefined },
  { key: 'false', label: '待回复', replied: false },
  { key: 'true', label: '已回复', replied: true },
] as const;

export function parseReplied(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** The shop's reply at most (the contract's REPLY_CONTENT_MAX, as the buyer's reply form reads it). */
export const REPLY_MAX = REPLY_CONTENT_MAX;

/** The shop's reply: 1 to REPLY_MAX characters after trimming (the contract's ZSellerReply). */
export function replyProblem(content: string): string | null {
  const text = content.trim();
  if (!text) return '请填写回复内容';
  if (text.length > REPLY_MAX) return `回复最多${REPLY_MAX}个字`;
  return null;
}
