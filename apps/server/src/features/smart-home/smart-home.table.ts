/** The buyer's smart home (我的家, DESIGN.md §H): one row per buyer who has described one. */
export interface SmartHomesTable {
  user_id: number;
  /** Bit mask over IOT_ECOSYSTEMS (bit i = the i-th). */
  ecosystems: number;
  /** Bit mask over IOT_PROTOCOLS: the protocols the home's hubs or gateways speak. */
  hub_protocols: number;
  updated_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    smart_homes: SmartHomesTable;
  }
}
