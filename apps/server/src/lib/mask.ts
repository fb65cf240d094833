/** Masking of personal data shown to someone who may not see it in full (DESIGN.md §6). */

/** 13812348000 → 138****8000; anything else keeps its first and last character at most. */
export function maskPhone(phone: string): string {
  if (phone.length === 11) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  return phone.length <= 2 ? '*'.repeat(phone.length) : `${phone[0]}****${phone.at(-1)}`;
}

/** 张三 → 张*, 欧阳娜娜 → 欧***: the family name tells the parcel's recipient apart, no more. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length === 0 ? '' : `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
}

/** A reviewer's nickname shown to everyone: 1 character '*', 2 'x*', 3 or more 'x***y'. */
export function maskNick(nick: string): string {
  const chars = [...nick];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}***${chars.at(-1)}`;
}
