import type { Generated } from 'kysely';

/** Shared counters for rate limits when no Redis is configured. */
export interface CountersTable {
  key: string;
  count: number;
  expires_at: number;
}

/** The payment gateway's outbox of signed notifies and their delivery state (lib/payment/notify-outbox.ts). */
export interface PaymentNotifiesTable {
  payment_no: string;
  /** The signed notify (JSON). */
  notify: string;
  attempts: Generated<number>;
  /** When the next attempt is due; null once delivered or given up. */
  next_attempt_at: number | null;
  /** An attempt in flight holds the notify until this time (epoch ms). */
  leased_until: Generated<number>;
  delivered_at: number | null;
  last_error: Generated<string>;
  created_at: number;
}

/**
 * The console's audit log (lib/audit-log.ts): written by the call layer in each admin write's own
 * transaction, read by the console's audit page.
 */
export interface AdminAuditTable {
  id: Generated<number>;
  admin_id: number;
  admin_name: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string;
  after_json: string;
  ip: string;
  created_at: number;
}

/**
 * Every table, by name: the type Kysely checks queries against. db/ is the ground floor and imports
 * no feature, so each feature adds its own tables from its `*.table.ts` by declaration merging
 * (`declare module '../../db/schema.js' { interface DB { … } }`): adding a domain edits its own folder.
 * Only the tables of the framework below the features (lib/) are named here.
 */
export interface DB {
  counters: CountersTable;
  payment_notifies: PaymentNotifiesTable;
  admin_audit: AdminAuditTable;
}
