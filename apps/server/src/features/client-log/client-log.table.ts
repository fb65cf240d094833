import type { Generated } from 'kysely';

/** An unhandled error of the web app, one row per fingerprint (operators read it; nothing else does). */
export interface ClientErrorsTable {
  id: Generated<number>;
  /** sha256 of message, the first stack frames and the route's path. */
  fingerprint: string;
  kind: string;
  message: string;
  stack: string;
  route: string;
  version: string;
  user_agent: string;
  /** The address of the latest report. */
  ip: string;
  count: Generated<number>;
  first_seen: number;
  last_seen: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    client_errors: ClientErrorsTable;
  }
}
