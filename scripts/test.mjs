// `npm test`: type-check, lint, then every suite in one vitest run (contract, web units, server on
// SQLite and PostgreSQL, browser journeys). The last line says how many passed and failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

const steps = [];
steps.push(['typecheck (tsc -b)', run(bin('tsc'), ['-b'])]);
steps.push(['lint (biome)', run(bin('biome'), ['check', '.'])]);
// The import rules of docs/ARCHITECTURE.md (the same command as `npm run lint`).
steps.push([
  'import rules (dependency-cruiser)',
  run(bin('depcruise'), ['apps/web/src', 'apps/server/src', '--config', '.dependency-cruiser.cjs']),
]);

const report = path.join(root, 'test-results/vitest.json');
fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });
const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);
steps.push(['tests (vitest)', vitestStatus]);

let summary = 'no test report was written';
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  summary = `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped (of ${r.numTotalTests})`;
}
const failedSteps = steps.filter(([, status]) => status !== 0).map(([name]) => name);
console.log('');
for (const [name, status] of steps) console.log(`  ${status === 0 ? 'ok  ' : 'FAIL'} ${name}`);
console.log(`\nTESTS: ${summary}${failedSteps.length ? ` — failed steps: ${failedSteps.join(', ')}` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
