import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * The cipher of the cached user info (spec §9), a chunk of its own: only a visitor with a session
 * needs it (lib/browser-storage.ts loads it), so everyone else's first screen never downloads it.
 * Fixed key: it only keeps the profile from sitting in storage as plain text; the token next to it
 * is the real secret.
 */
const USER_CACHE_CIPHER_KEY = 'zl-mall::user-cache::2026';

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
