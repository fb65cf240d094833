import type { TAdminRole } from '@mall/contract';
import type { Generated } from 'kysely';

/** The platform's operators (DESIGN.md §A), apart from buyers and sellers. */
export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: TAdminRole;
  /** 1 until the one-time password of `npm run admin -- create` (or a reset) is replaced. */
  must_change_password: Generated<number>;
  disabled_at: number | null;
  last_login_at: number | null;
  created_at: number;
  updated_at: number;
}

/** An admin token is its own kind: its own table, so no buyer or seller token passes an admin check. */
export interface AdminSessionsTable {
  id: Generated<number>;
  token_hash: string;
  admin_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    admins: AdminsTable;
    admin_sessions: AdminSessionsTable;
  }
}
