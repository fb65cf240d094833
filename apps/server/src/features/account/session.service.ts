import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { deleteExpiredCounters } from '../../lib/counter-store.js';
import { newToken, sha256 } from '../../lib/password.js';
import type { TSubjectType } from './account.table.js';
import { deleteExpiredAuthCodes } from './auth-code.repository.js';
import * as repo from './session.repository.js';

export interface TSessionSubject {
  type: TSubjectType;
  id: number;
}

/** Issues a token (≥128 random bits); only its digest is stored. */
export async function createSession(db: Kysely<DB>, subject: TSessionSubject, ttlHours: number): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await repo.insertSession(db, {
    token_hash: sha256(token),
    subject_type: subject.type,
    subject_id: subject.id,
    created_at: now,
    expires_at: now + ttlHours * 3600_000,
  });
  return token;
}

/** The subject of a live token, or null for a missing, unknown, expired or revoked one. */
export async function resolveSession(db: Kysely<DB>, token: string | undefined): Promise<TSessionSubject | null> {
  if (!token || token.length > 200) return null;
  const row = await repo.findLiveSession(db, sha256(token), Date.now());
  return row ? { type: row.subject_type, id: Number(row.subject_id) } : null;
}

/** The buyer behind a public call's token, or 0: a missing, dead or seller token on a public read is a guest. */
export async function buyerIdOf(db: Kysely<DB>, token: string | undefined): Promise<number> {
  const subject = await resolveSession(db, token);
  return subject?.type === 'user' ? subject.id : 0;
}

export async function revokeToken(db: Kysely<DB>, token: string): Promise<void> {
  await repo.revokeSession(db, sha256(token), Date.now());
}

export async function revokeAllSessions(db: Kysely<DB>, subject: TSessionSubject): Promise<void> {
  await repo.revokeSubjectSessions(db, subject.type, subject.id, Date.now());
}

/** Housekeeping, idempotent, so any number of instances may run it. */
export async function purgeExpired(db: Kysely<DB>): Promise<void> {
  const before = Date.now() - 24 * 3600_000;
  await repo.deleteExpired(db, before);
  await deleteExpiredAuthCodes(db, before);
  await deleteExpiredCounters(db, before);
}
