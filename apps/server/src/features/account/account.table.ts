import type { Generated } from 'kysely';

/** Times are epoch milliseconds (bigint on PostgreSQL, integer on SQLite). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  phone: string;
  nickname: string;
  icon: string;
  province: string;
  city: string;
  area: string;
  created_at: number;
  updated_at: number;
  /** Account deletion (DESIGN.md §6): when it was asked for, when it falls due (a login clears both). */
  deletion_requested_at: number | null;
  deletion_due_at: number | null;
  /** When the account was anonymised; null for a live account. */
  deleted_at: number | null;
}

export interface SellersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  phone: string;
  created_at: number;
  /** When the platform suspended the seller (DESIGN-OPERATE §A); null while it trades. */
  suspended_at: number | null;
  /** Why it is suspended; '' while it trades. */
  suspend_reason: Generated<string>;
  /** 1 while an approved applicant still holds the one-time password sent by SMS. */
  must_change_password: Generated<number>;
}

export type TSubjectType = 'user' | 'seller';

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  subject_type: TSubjectType;
  subject_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  scene: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  consumed_at: number | null;
}

/** One-time sign-in codes (`/auth?code=…`); only the digest is kept, `used_at` is set once. */
export interface AuthCodesTable {
  id: Generated<number>;
  code_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** What a buyer agreed to and when (`kind` 'privacy': the privacy policy's version). Rows are only added. */
export interface UserConsentsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  version: string;
  agreed_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    users: UsersTable;
    sellers: SellersTable;
    sessions: SessionsTable;
    sms_codes: SmsCodesTable;
    auth_codes: AuthCodesTable;
    user_consents: UserConsentsTable;
  }
}
