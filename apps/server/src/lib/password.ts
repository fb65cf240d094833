import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Piscina } from 'piscina';
import { appError } from './app-error.js';

const KEY_LEN = 64;
const R = 8;
const P = 1;

export interface TScryptJob {
  password: string;
  salt: Uint8Array;
  logN: number;
  r: number;
  p: number;
  keyLen: number;
}

type TDerive = (job: TScryptJob) => Promise<Uint8Array>;

/** Hashes and checks passwords; the app's instance runs them in a bounded pool of its own. */
export interface PasswordHasher {
  hash(password: string, logN: number): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Hashes waiting for a free thread. */
  queued(): number;
  close(): Promise<void>;
}

/** `scrypt$<logN>$<r>$<p>$<salt b64>$<key b64>`: the parameters travel with the hash, so the cost can rise later. */
async function hashWith(derive: TDerive, password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = Buffer.from(await derive({ password, salt, logN, r: R, p: P, keyLen: KEY_LEN }));
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

async function verifyWith(derive: TDerive, password: string, stored: string): Promise<boolean> {
  const [kind, logN, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = Buffer.from(
    await derive({
      password,
      salt: Buffer.from(salt, 'base64'),
      logN: Number(logN),
      r: Number(r),
      p: Number(p),
      keyLen: expected.length,
    }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** In this thread, through libuv's pool: for seeding and test fixtures only, never for requests. */
const deriveHere: TDerive = (job) =>
  new Promise((resolve, reject) => {
    const N = 2 ** job.logN;
    scrypt(
      job.password.normalize('NFKC'),
      job.salt,
      job.keyLen,
      { N, r: job.r, p: job.p, maxmem: 256 * N * job.r },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });

export const hashPassword = (password: string, logN: number) => hashWith(deriveHere, password, logN);
export const verifyPassword = (password: string, stored: string) => verifyWith(deriveHere, password, stored);

/**
 * A pool of worker threads that only hash passwords, with a short queue. A flood of logins (for
 * made-up names too: they cost a hash, so timing tells nothing) waits here or is refused with 429,
 * while catalogue reads and static files keep the main thread and libuv's pool to themselves.
 */
export function passwordPool(options: {
  threads: number;
  queue: number;
  /** Told of each hash refused because the queue is full (metrics). */
  onRejected?: () => void;
}): PasswordHasher {
  const pool = new Piscina<TScryptJob, Uint8Array>({
    filename: new URL('./password-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    maxQueue: options.queue,
    // A thread that idles for a while gives its memory back.
    idleTimeout: 30_000,
  });
  const derive: TDerive = async (job) => {
    try {
      return await pool.run(job);
    } catch (err) {
      // Full: answer at once instead of queueing without bound.
      if (err instanceof Error && /queue is at limit/i.test(err.message)) {
        options.onRejected?.();
        throw appError('PASSWORD_QUEUE_FULL');
      }
      throw err;
    }
  };
  return {
    hash: (password, logN) => hashWith(derive, password, logN),
    verify: (password, stored) => verifyWith(derive, password, stored),
    queued: () => pool.queueSize,
    close: () => pool.destroy(),
  };
}

/** A random token of 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and SMS codes are stored as SHA-256 digests, never in clear. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
