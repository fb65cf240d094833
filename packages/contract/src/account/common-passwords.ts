import { COMMON_PASSWORDS_TEXT } from './common-passwords.data.js';

let common: Set<string> | null = null;

/**
 * Whether a password is on the list of common passwords (case-insensitive). Kept out of the contract's
 * index on purpose: the list is 25 kB compressed, so the server imports it and the password forms load
 * it lazily (`@mall/contract/common-passwords`), never the buyer's first screen.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean));
  return common.has(password.normalize('NFKC').toLowerCase());
}

export const COMMON_PASSWORD_MSG = '密码过于常见，容易被猜到，请换一个';
