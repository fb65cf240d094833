// `npm run build -w @mall/server`: the API server as plain JavaScript in apps/server/dist, what
// `npm start` and the bench run. One ESM bundle of apps/server/src/server.ts with the workspace's
// TypeScript (@mall/contract) compiled in and every package from node_modules left to Node; the demo
// in a chunk of its own (loaded only with SEED_DEMO); the password and PDF workers copied beside it.
// Why not tsx in production: its loader hooks run on a thread of their own, ~45 MB of RSS in every
// serving process. `npm run dev` and the tests still run the source through tsx.
// The new build is written beside the old one and swapped in, so a server starting meanwhile never
// sees half a folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const outdir = path.join(serverDir, 'dist');
const staging = `${outdir}.tmp-${process.pid}`;

/** Workspace packages (TypeScript source) are compiled in; every other bare import stays external. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      // JSON (china-area-data's regions) is compiled in too: an external JSON import would lose its
      // `with { type: 'json' }`.
      if (args.path.startsWith('@mall/') || args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

try {
  await build({
    entryPoints: { server: path.join(serverDir, 'src/server.ts') },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    // Chunks stay beside server.js: modules find files relative to themselves (the password and PDF workers).
    chunkNames: '[name]-[hash]',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  fs.copyFileSync(path.join(serverDir, 'src/lib/password-worker.mjs'), path.join(staging, 'password-worker.mjs'));
  fs.copyFileSync(path.join(serverDir, 'src/features/upload/pdf-worker.mjs'), path.join(staging, 'pdf-worker.mjs'));
  const old = `${outdir}.old-${process.pid}`;
  if (fs.existsSync(outdir)) fs.renameSync(outdir, old);
  fs.renameSync(staging, outdir);
  fs.rmSync(old, { recursive: true, force: true });
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
