import fs from 'node:fs';
import path from 'node:path';

/**
 * The table-ownership check (ARCHITECTURE rule 14, STYLE rule 14): each table belongs to the one
 * feature whose `<feature>.table.ts` adds it to the `DB` interface (the framework's tables, named in
 * `db/schema.ts`, belong to `platform`: `db/` and `lib/`), and no production source issues a Kysely
 * query naming another owner's table unless the allowlist names that file, table and reason.
 *
 * Every `DB` type is one interface (declaration merging), so neither the compiler nor
 * dependency-cruiser sees a repository reaching into another feature's tables: the check reads the
 * source text instead.
 */

/** The owner of the tables named in `db/schema.ts` and of the code under `db/` and `lib/`. */
export const PLATFORM = 'platform';

/** The Kysely builder methods whose first argument names a table (or `name as alias`). */
const TABLE_METHODS = [
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'using',
] as const;

/** `.method(  'table as t'` or `.method(['a', 'b']`, across line breaks. */
const TABLE_CALL = new RegExp(`\\.(${TABLE_METHODS.join('|')})\\(\\s*(\\[[^\\]]*\\]|(['"\`])[^'"\`]+\\3)`, 'g');
/**
 * A common table expression's name: `.with('name'`, `.withRecursive('name(a, b)'`, or the builder form
 * `.with((cte) => cte('name').materialized()`.
 */
const CTE =
  /\.(?:with|withRecursive|withMaterialized|withNotMaterialized)\(\s*(?:\(?\s*[A-Za-z_]\w*\s*\)?\s*=>\s*[A-Za-z_]\w*\(\s*)?(['"`])([A-Za-z_][A-Za-z0-9_]*)/g;
/** Plain SQL naming a table: `from x`, `join x`, `update x`, `into x` inside a sql`` template. */
const RAW_SQL = /\bsql(?:<[^`]*>)?`([^`]*)`/g;
const RAW_TABLE = /\b(?:from|join|update|into)\s+([a-z_][a-z0-9_]*)/gi;

/** The databases' own catalogues (SQLite's planner statistics, PostgreSQL's catalogue). */
const SYSTEM_TABLE = /^(sqlite_|pg_)/;

/** One place a source names a table in a query. */
export interface TTableUse {
  table: string;
  line: number;
  method: string;
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/** The tables a source's Kysely queries name (aliases dropped; the file's own CTE names left out). */
export function tablesUsed(source: string): TTableUse[] {
  const ctes = new Set([...source.matchAll(CTE)].map((m) => m[2]));
  const uses: TTableUse[] = [];
  for (const m of source.matchAll(TABLE_CALL)) {
    const names = [...m[2].matchAll(/(['"`])([^'"`]+)\1/g)].map((n) => n[2]);
    for (const name of names) {
      const table = name.trim().split(/\s+/)[0].replace(/\(.*$/, '');
      if (!ctes.has(table)) uses.push({ table, line: lineOf(source, m.index), method: m[1] });
    }
  }
  for (const m of source.matchAll(RAW_SQL)) {
    for (const t of m[1].matchAll(RAW_TABLE)) {
      const keyword = t[0].split(/\s+/)[0].toLowerCase();
      if (!ctes.has(t[1])) uses.push({ table: t[1], line: lineOf(source, m.index), method: `sql ${keyword}` });
    }
  }
  return uses;
}

/** The table names an interface `DB { … }` block of a source declares. */
export function tablesDeclared(source: string): string[] {
  const block = /^\s*(?:export\s+)?interface DB\s*\{([^}]*)\}/m.exec(source);
  if (!block) return [];
  return [...block[1].matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm)].map((m) => m[1]);
}

/** Table → owner, from `db/schema.ts` (platform) and every `features/<f>/*.table.ts` (f). */
export function tableOwners(serverSrc: string): Map<string, string> {
  const owners = new Map<string, string>();
  const add = (table: string, owner: string) => {
    const before = owners.get(table);
    if (before && before !== owner) throw new Error(`table ${table} is declared by both ${before} and ${owner}`);
    owners.set(table, owner);
  };
  for (const t of tablesDeclared(fs.readFileSync(path.join(serverSrc, 'db', 'schema.ts'), 'utf8'))) add(t, PLATFORM);
  const features = path.join(serverSrc, 'features');
  for (const feature of fs.readdirSync(features)) {
    const dir = path.join(features, feature);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.table.ts'))) {
      for (const t of tablesDeclared(fs.readFileSync(path.join(dir, file), 'utf8'))) add(t, feature);
    }
  }
  return owners;
}

/**
 * The owner a source file writes queries for (its path relative to `apps/server/src`, `/`-separated):
 * `features/<f>/…` → f; `db/…` and `lib/…` → platform; a demo seed `demo/seed/<f>-seed.ts` → f when
 * f is a feature; the rest of `demo/` → demo, which owns no table.
 */
export function fileOwner(relative: string, features: ReadonlySet<string>): string {
  const parts = relative.split('/');
  if (parts[0] === 'features') return parts[1];
  if (parts[0] === 'db' || parts[0] === 'lib') return PLATFORM;
  const seed = /^demo\/seed\/(.+)-seed\.ts$/.exec(relative);
  if (seed && features.has(seed[1])) return seed[1];
  return parts[0];
}

/** The methods that change a table (a raw `update x` / `insert into x` counts too). */
const WRITES = new Set([
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'sql update',
  'sql into',
]);

export function isWrite(use: TTableUse): boolean {
  return WRITES.has(use.method);
}

/**
 * A justified use of another owner's table. `read`: selects and joins only (a write fails the check);
 * `write`: the file may change the table too (a row lock, the demo seed).
 */
export interface TAllowed {
  /** Path relative to `apps/server/src`. */
  file: string;
  tables: readonly string[];
  access: 'read' | 'write';
  reason: string;
}

export interface TOwnershipSource {
  /** Path relative to `apps/server/src`, `/`-separated. */
  file: string;
  source: string;
}

/**
 * What breaks the rule: a query naming another owner's table that no allowlist entry covers, a
 * table no `*.table.ts` declares, and allowlist entries nothing needs any more (so the list shrinks
 * with the code).
 */
export function ownershipViolations(
  sources: readonly TOwnershipSource[],
  owners: ReadonlyMap<string, string>,
  allowed: readonly TAllowed[],
): string[] {
  const features = new Set(owners.values());
  const used = new Set<string>();
  const written = new Set<string>();
  const problems: string[] = [];
  for (const { file, source } of sources) {
    const owner = fileOwner(file, features);
    for (const use of tablesUsed(source)) {
      if (SYSTEM_TABLE.test(use.table)) continue;
      const tableOwner = owners.get(use.table);
      if (!tableOwner) {
        problems.push(`${file}:${use.line}: ${use.method}('${use.table}') names a table no *.table.ts declares`);
        continue;
      }
      if (tableOwner === owner) continue;
      const entry = allowed.find((a) => a.file === file && a.tables.includes(use.table));
      if (isWrite(use)) written.add(`${file} ${use.table}`);
      if (entry && (entry.access === 'write' || !isWrite(use))) {
        used.add(`${file} ${use.table}`);
        continue;
      }
      if (entry) {
        problems.push(
          `${file}:${use.line}: ${use.method}('${use.table}') writes ${tableOwner}'s table; the allowlist grants reads only`,
        );
        used.add(`${file} ${use.table}`);
        continue;
      }
      problems.push(
        `${file}:${use.line}: ${use.method}('${use.table}') — ${use.table} belongs to ${tableOwner}, not ${owner}`,
      );
    }
  }
  for (const a of allowed) {
    for (const t of a.tables) {
      if (!used.has(`${a.file} ${t}`)) problems.push(`allowlist: ${a.file} no longer touches ${t}; remove it`);
      else if (a.access === 'write' && !written.has(`${a.file} ${t}`)) {
        problems.push(`allowlist: ${a.file} only reads ${t} now; grant it read`);
      }
    }
    if (!a.reason.trim()) problems.push(`allowlist: ${a.file} gives no reason`);
  }
  return problems;
}

/** The production sources that may issue queries: everything but tests, test harnesses and migrations. */
export function productionSources(serverSrc: string): TOwnershipSource[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  return walk(serverSrc)
    .map((full) => path.relative(serverSrc, full).split(path.sep).join('/'))
    .filter((file) => !/^(test|faults|db\/migrations)\//.test(file))
    .map((file) => ({ file, source: fs.readFileSync(path.join(serverSrc, file), 'utf8') }));
}
