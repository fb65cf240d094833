import type { Generated } from 'kysely';

export interface NavResourcesTable {
  id: Generated<number>;
  name: string;
  url: string;
  icon: Generated<string>;
  sort: Generated<number>;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    nav_resources: NavResourcesTable;
  }
}
