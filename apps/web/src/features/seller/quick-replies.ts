import { CHAT_QUICK_REPLY_LIMIT } from '@mall/contract/wire';

/**
 * Editing the shop's quick replies (管理快捷回复) before saving the whole list: pure, so the modal's
 * moves are tested alone. Every function answers a new list and leaves the one given alone.
 */

/** Moves the reply at `index` one place up (-1) or down (+1); at an end it stays. */
export function moveQuickReply(replies: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  const next = [...replies];
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}

/** Adds a reply at the end, trimmed; nothing when it is empty or the list is full. */
export function addQuickReply(replies: readonly string[], text: string): string[] {
  const reply = text.trim();
  if (!reply || replies.length >= CHAT_QUICK_REPLY_LIMIT) return [...replies];
  return [...replies, reply];
}

export function replaceQuickReply(replies: readonly string[], index: number, text: string): string[] {
  return replies.map((r, i) => (i === index ? text : r));
}

export function removeQuickReply(replies: readonly string[], index: number): string[] {
  return replies.filter((_, i) => i !== index);
}

/**
 * The modal's words for a refused save: the server's 407 text, led by the reply it names (`replies.2`
 * → 第3条). The server is the one judge of a reply's length; the modal only shows its answer.
 */
export function quickRepliesRefusal(message: string, field: string | undefined): string {
  const at = field?.match(/^replies\.(\d+)$/);
  return at ? `第${Number(at[1]) + 1}条：${message}` : message;
}
