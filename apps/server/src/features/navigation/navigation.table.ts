import type { Generated } from 'kysely';

export interface NavResourcesTable {
  id: Generated<number>;
  name: string;
  url: string;
  icon: Generated<string>;
  sort: Generated<number>;
}
