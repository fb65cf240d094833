import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/** Spec §6: the credential lives in browser storage under a fixed key. */
export const TOKEN_KEY = 'zl_mall_token';
/** Spec §4: cached user info, kept encrypted. */
export const USER_CACHE_KEY = 'zl_mall_user';
/**
 * Fixed key of the symmetric cipher for the cached user info (spec §9). It only keeps the profile
 * from sitting in storage as plain text; the token next to it is the real secret.
 */
const USER_CACHE_CIPHER_KEY = 'zl-mall::user-cache::2026';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled (privacy mode): behave as logged out rather than crash.
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function writeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

export function encryptJson(value: unknown): string {
  return AES.encrypt(JSON.stringify(value), USER_CACHE_CIPHER_KEY).toString();
}

export function decryptJson<T>(cipherText: string): T | null {
  try {
    const plain = AES.decrypt(cipherText, USER_CACHE_CIPHER_KEY).toString(Utf8);
    return plain ? (JSON.parse(plain) as T) : null;
  } catch {
    return null;
  }
}

export function readUserCache<T>(): T | null {
  const cipherText = storage()?.getItem(USER_CACHE_KEY);
  return cipherText ? decryptJson<T>(cipherText) : null;
}

export function writeUserCache(value: unknown): void {
  storage()?.setItem(USER_CACHE_KEY, encryptJson(value));
}

export function removeUserCache(): void {
  storage()?.removeItem(USER_CACHE_KEY);
}
