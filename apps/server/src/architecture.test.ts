import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  fileOwner,
  ownershipViolations,
  productionSources,
  tableOwners,
  tablesDeclared,
  tablesUsed,
} from './test/table-ownership.js';
import { TABLE_OWNERSHIP_ALLOWLIST } from './test/table-ownership-allowlist.js';

/**
 * The rules of docs/ARCHITECTURE.md that an import graph cannot see (dependency-cruiser checks the
 * imports in `npm run lint`): SQL is written only in repositories, and business refusals are named.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `file:line` of every line of the files that matches. */
function hits(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`|\.with\(['"]/;

describe('architecture rules', () => {
  it('writes SQL only in repositories (features), db/ and lib/ stores', () => {
    const outside = sourceFiles(path.join(SRC, 'features')).filter((f) => !f.endsWith('.repository.ts'));
    expect(hits(outside, QUERY)).toEqual([]);
  });

  it('answers business refusals with named errors from the catalogue, never free text', () => {
    const files = sourceFiles(SRC).filter((f) => !f.endsWith(path.join('lib', 'app-error.ts')));
    expect(hits(files, /new AppError\(|\bconflict\(|\bnotFound\(|\balreadyExists\(/)).toEqual([]);
  });
});

describe('one owner per table', () => {
  const owners = tableOwners(SRC);

  it('gives every table of the DB type exactly one owner, from its *.table.ts', () => {
    expect(owners.get('product_standards')).toBe('catalogue');
    expect(owners.get('orders')).toBe('order');
    expect(owners.get('counters')).toBe('platform');
    expect(owners.size).toBeGreaterThan(50);
  });

  it('finds no query on a table its file does not own, beyond the allowlist with its reasons', () => {
    expect(ownershipViolations(productionSources(SRC), owners, TABLE_OWNERSHIP_ALLOWLIST)).toEqual([]);
  });

  it('lets no feature import another feature’s row type (T…Row): it gets plain data objects from its service', () => {
    const imports = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'\.\.\/([^/']+)\//g;
    const found = sourceFiles(path.join(SRC, 'features')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(imports)].flatMap((m) =>
        m[1]
          .split(',')
          .map((name) => name.replace(/^\s*type\s+/, '').trim())
          .filter((name) => /^T\w*Row$/.test(name))
          .map((name) => `${path.relative(SRC, file)}: ${name} from ${m[2]}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('lets only the catalogue write stock and sales (the demo seed aside)', () => {
    const writers = TABLE_OWNERSHIP_ALLOWLIST.filter(
      (a) =>
        a.access === 'write' &&
        !a.file.startsWith('demo/') &&
        a.tables.some((t) => t === 'product_standards' || t === 'products'),
    );
    expect(writers).toEqual([]);
  });

  it('fails on a repository writing another feature’s table, and names the file, line and owner', () => {
    const source = [
      'export function takeStock(db: Kysely<DB>, id: number) {',
      '  return db',
      '    .updateTable(',
      "      'product_standards as st')",
      '    .set({ stock: 0 })',
      "    .where('st.id', '=', id)",
      '    .execute();',
      '}',
    ].join('\n');
    expect(ownershipViolations([{ file: 'features/cart/cart.repository.ts', source }], owners, [])).toEqual([
      "features/cart/cart.repository.ts:3: updateTable('product_standards') — product_standards belongs to catalogue, not cart",
    ]);
  });

  it('fails on a write through a read-only allowlist entry, on an unknown table and on an entry nothing needs', () => {
    const source = "db.deleteFrom('orders').execute(); db.selectFrom('nonesuch').selectAll().execute();";
    const allowed = [
      { file: 'features/review/review.repository.ts', tables: ['orders'], access: 'read' as const, reason: 'reads' },
      { file: 'features/review/review.repository.ts', tables: ['users'], access: 'read' as const, reason: 'reads' },
    ];
    expect(ownershipViolations([{ file: 'features/review/review.repository.ts', source }], owners, allowed)).toEqual([
      "features/review/review.repository.ts:1: deleteFrom('orders') writes order's table; the allowlist grants reads only",
      "features/review/review.repository.ts:1: selectFrom('nonesuch') names a table no *.table.ts declares",
      'allowlist: features/review/review.repository.ts no longer touches users; remove it',
    ]);
  });

  it('reads joins, aliases, table lists and raw SQL, and leaves the file’s own CTE names out', () => {
    const source = [
      "db.withRecursive('path(id, parent_id)', (qb) => qb.selectFrom('sys_categories').selectAll())",
      "  .selectFrom('path').innerJoin('shops as s', 's.id', 'path.id')",
      "  .leftJoin(\"users as u\", 'u.id', 's.id').selectFrom(['orders', 'order_items as i'])",
      '  .set({ n: sql`(select count(*) from product_reviews r)` })',
      "db.with((cte) => cte('m').materialized(), () => q).selectFrom('m').innerJoin('products as p', 'p.id', 'm.id')",
    ].join('\n');
    expect(tablesUsed(source).map((u) => `${u.line} ${u.method} ${u.table}`)).toEqual([
      '1 selectFrom sys_categories',
      '2 innerJoin shops',
      '3 leftJoin users',
      '3 selectFrom orders',
      '3 selectFrom order_items',
      '5 innerJoin products',
      '4 sql from product_reviews',
    ]);
  });

  it('knows the owner of a file and the tables a *.table.ts declares', () => {
    const features = new Set(owners.values());
    expect(fileOwner('features/order/order.repository.ts', features)).toBe('order');
    expect(fileOwner('demo/seed/review-seed.ts', features)).toBe('review');
    expect(fileOwner('demo/seed/seed.ts', features)).toBe('demo');
    expect(fileOwner('lib/counter-store.ts', features)).toBe('platform');
    const declared = tablesDeclared(
      "/** `interface DB { x: X }` in a comment */\ndeclare module 'x' {\n  interface DB {\n    a_b: AB;\n    c: C;\n  }\n}",
    );
    expect(declared).toEqual(['a_b', 'c']);
  });
});
