import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
