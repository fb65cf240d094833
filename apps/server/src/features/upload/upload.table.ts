import type { Generated } from 'kysely';

export interface FilesTable {
  id: Generated<number>;
  owner_type: string;
  owner_id: number;
  path: string;
  content_type: string;
  size: number;
  created_at: number;
}
