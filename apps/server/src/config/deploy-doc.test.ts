import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './env.js';

const DEPLOY_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/DEPLOY.md');
/** The heading of the runbook's table of every setting. */
const TABLE_HEADING = '## 全部设置';

/**
 * The setting names in the first column of the table under TABLE_HEADING (a cell may name several,
 * e.g. a key and its `_FILE` twin). Read from the text an operator reads, so a setting added to the
 * schema without a line in the runbook, or a line left behind by a removed one, fails here.
 */
function documentedSettings(markdown: string): string[] {
  const start = markdown.indexOf(`\n${TABLE_HEADING}\n`);
  if (start < 0) throw new Error(`docs/DEPLOY.md has no section "${TABLE_HEADING}"`);
  const rest = markdown.slice(start + TABLE_HEADING.length + 2);
  const end = rest.search(/\n## /);
  const section = end < 0 ? rest : rest.slice(0, end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string));
}

describe('docs/DEPLOY.md', () => {
  const documented = documentedSettings(fs.readFileSync(DEPLOY_DOC, 'utf8'));

  it('lists every setting of the env schema in its settings table', () => {
    expect(SETTING_NAMES.length).toBeGreaterThan(50);
    expect(SETTING_NAMES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('lists no setting the server does not read, and each one once', () => {
    expect(documented.filter((name) => !(SETTING_NAMES as readonly string[]).includes(name))).toEqual([]);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });
});
