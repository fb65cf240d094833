import type { SellersTable, SessionsTable, SmsCodesTable, UsersTable } from '../features/account/account.table.js';
import type { FilesTable } from '../features/upload/upload.table.js';

/** Shared counters for rate limits when no Redis is configured. */
export interface CountersTable {
  key: string;
  count: number;
  expires_at: number;
}

export interface DB {
  users: UsersTable;
  sellers: SellersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  counters: CountersTable;
  files: FilesTable;
}
