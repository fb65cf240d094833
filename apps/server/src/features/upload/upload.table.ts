import type { Generated } from 'kysely';

export interface FilesTable {
  id: Generated<number>;
  owner_type: string;
  owner_id: number;
  path: string;
  content_type: string;
  size: number;
  /** 'image' | 'pdf'. */
  kind: Generated<string>;
  width: number | null;
  height: number | null;
  /** The sanitized name it was uploaded under. */
  original_name: Generated<string>;
  created_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    files: FilesTable;
  }
}
