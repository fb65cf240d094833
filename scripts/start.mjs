// `npm start`: builds the web app and the server (scripts/build-server.mjs) when missing or older than
// their sources, then runs the built server in this process (it migrates, seeds an empty database and
// serves SPA + API on one port). Plain JavaScript, no tsx: README "Performance".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Newest modification time of these files and folders (relative to the root); 0 when none exists. */
function sourcesTime(paths) {
  return Math.max(
    0,
    ...paths
      .map((p) => path.join(root, p))
      .filter((p) => fs.existsSync(p))
      .map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
  );
}

/** Runs `npm run build -w <workspace>` when `output` is missing or older than `sources`. */
function buildWhenStale(label, workspace, output, sources) {
  const file = path.join(root, output);
  if (fs.existsSync(file) && fs.statSync(file).mtimeMs >= sourcesTime(sources)) return;
  console.log(`构建${label} (${workspace}) ...`);
  const built = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

buildWhenStale('前端', '@mall/web', 'apps/web/dist/index.html', [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages/contract/src',
]);
buildWhenStale('服务端', '@mall/server', 'apps/server/dist/server.js', [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contract/src',
  'scripts/build-server.mjs',
]);

process.chdir(root);
await import('../apps/server/dist/server.js');
