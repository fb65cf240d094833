/** Masking of personal data shown to someone who may not see it in full (DESIGN.md §6). */

/** 13812348000 → 138****8000; anything else keeps its first and last character at most. */
export function maskPhone(phone: string): string {
  if (phone.length === 11) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  return phone.length <= 2 ? '*'.repeat(phone.length) : `${phone[0]}****${phone.at(-1)}`;
}

/**
 * 13812348000 → *******8000: the tail a person recognises their own phone by, and no more. What a
 * lookup by account name answers (find password): the name is no secret, so the answer must not be
 * most of someone's phone (138****8000 leaves ten thousand candidates).
 */
export function phoneTail(phone: string): string {
  const kept = phone.length === 11 ? 4 : Math.min(2, Math.max(0, phone.length - 2));
  return `${'*'.repeat(phone.length - kept)}${phone.slice(phone.length - kept)}`;
}

/** 张三 → 张*, 欧阳娜娜 → 欧***: the family name tells the parcel's recipient apart, no more. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length === 0 ? '' : `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
}

/**
 * A member's name shown to everyone (a review, a reply, a plan's author, a post of the community, a
 * demand's buyer): the nickname, or the login name when there is none, masked — 1 character '*',
 * 2 'x*', 3 or more 'x***y'. No public answer shows a login name (DESIGN.md §6); a nickname starts as
 * the login name, so it is masked too.
 */
export function maskNick(nick: string): string {
  const chars = [...nick];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}***${chars.at(-1)}`;
}
