// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server in this process (it migrates, seeds an empty database and serves SPA + API on one port).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/contract/src'].map((p) =>
  path.join(root, p),
);
const sourcesTime = Math.max(
  ...sources
    .filter((p) => fs.existsSync(p))
    .map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
if (!fs.existsSync(distIndex) || fs.statSync(distIndex).mtimeMs < sourcesTime) {
  console.log('构建前端 (apps/web) ...');
  const built = spawnSync('npm', ['run', 'build', '-w', '@mall/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/server.ts');
