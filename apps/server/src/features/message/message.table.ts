import type { Generated } from 'kysely';

/**
 * A message the mall wrote to a buyer (migration 2026120503; DESIGN.md §2 member corner). (user_id,
 * kind, ref) is unique: `ref` names what the message is about (an order, a request's step, a demand),
 * so writing the same message twice (a retried job) keeps one.
 */
export interface UserMessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  ref: string;
  title: string;
  content: string;
  link: Generated<string>;
  is_read: Generated<number>;
  created_at: number;
}

// The table joins the database's one type where db/ cannot see it (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    user_messages: UserMessagesTable;
  }
}
