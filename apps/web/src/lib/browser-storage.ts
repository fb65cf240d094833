/** Spec §6: the credential lives in browser storage under a fixed key. */
export const TOKEN_KEY = 'zl_mall_token';
/** Spec §4: cached user info, kept encrypted. */
export const USER_CACHE_KEY = 'zl_mall_user';

/** The cipher of the cached user info once loaded (lib/user-cache-cipher.ts, crypto-js). */
let cipher: typeof import('./user-cache-cipher') | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled (privacy mode): behave as logged out rather than crash.
    return null;
  }
}

/** A token kept in storage under `key` (the buyer's here; the seller workbench keeps its own). */
export function storedToken(key: string) {
  return {
    read: (): string | null => storage()?.getItem(key) || null,
    write: (token: string): void => storage()?.setItem(key, token),
    remove: (): void => storage()?.removeItem(key),
  };
}

const buyerToken = storedToken(TOKEN_KEY);
export const readToken = buyerToken.read;
export const writeToken = buyerToken.write;
export const removeToken = buyerToken.remove;

/**
 * Loads the cipher of the cached user info. Only a visitor with a session needs it (the session
 * store loads it before it reads or writes the cache), so it stays off the first screens' JS.
 */
export async function loadUserCacheCipher(): Promise<void> {
  cipher ??= await import('./user-cache-cipher');
}

/** The cached user info; null until `loadUserCacheCipher` has run. */
export function readUserCache<T>(): T | null {
  const cipherText = storage()?.getItem(USER_CACHE_KEY);
  return cipherText && cipher ? cipher.decryptJson<T>(cipherText) : null;
}

/** Caches the user info encrypted; `loadUserCacheCipher` must have run. */
export function writeUserCache(value: unknown): void {
  if (!cipher) throw new Error('writeUserCache before loadUserCacheCipher');
  storage()?.setItem(USER_CACHE_KEY, cipher.encryptJson(value));
}

export function removeUserCache(): void {
  storage()?.removeItem(USER_CACHE_KEY);
}
