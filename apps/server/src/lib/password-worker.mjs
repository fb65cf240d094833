// Runs in a worker thread of the password pool (lib/password.ts): scrypt on this thread, never on
// libuv's pool, which also serves static files and DNS. Plain JS so any runtime can load it as is.
import { scryptSync } from 'node:crypto';

/**
 * @param {{ password: string, salt: Uint8Array, logN: number, r: number, p: number, keyLen: number }} job
 * @returns {Uint8Array}
 */
export default function deriveKey({ password, salt, logN, r, p, keyLen }) {
  const N = 2 ** logN;
  // maxmem must exceed 128 * N * r bytes (128 MiB at N = 2^17).
  return scryptSync(password.normalize('NFKC'), salt, keyLen, { N, r, p, maxmem: 256 * N * r });
}
