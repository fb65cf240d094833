import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstScreensPlugin } from './build/first-screens-plugin.js';

/** Package version + build id (BUILD_ID, or the build time): every error report names its build. */
const PACKAGE_VERSION: string = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;
const BUILD_ID = process.env.BUILD_ID || new Date().toISOString().replace(/[-:]/g, '').slice(0, 13);

/** The API server of `npm run dev -w @mall/server` (apps/server). */
const API_TARGET = process.env.MALL_API_TARGET ?? 'http://127.0.0.1:8080';

const toApi = { target: API_TARGET, changeOrigin: true };

/** The icon shapes components/ui/icons.tsx draws (read from its imports). */
const UI_ICONS = new Set(
  [
    ...fs
      .readFileSync(new URL('./src/components/ui/icons.tsx', import.meta.url), 'utf8')
      .matchAll(/(\w+) as \w+Def\b/g),
  ].map((m) => m[1]),
);

/**
 * The code the buyer's first screens share — the shell, components/ui, lib, stores, the catalogue
 * and cart calls, the member corner's hearts and unread count, TanStack Query, the icon shapes they draw — as one chunk instead of some thirty
 * small ones: over HTTP/1.1 a browser opens six connections per host, and each small file waited its
 * turn. Nothing here imports Ant Design. Of dayjs only its core: the plugins antd's date pickers load
 * (customParseFormat, weekOfYear, …) stay with the pages that draw a picker.
 */
const FIRST_SCREEN_SHARED =
  /[\\/]apps[\\/]web[\\/]src[\\/](components[\\/](ui[\\/]|layouts[\\/](navbar|elevator|site-footer|shell-layout)\.|logo\.|site-link\.|load-failed\.|error-page\.)|lib[\\/]|stores[\\/]|config[\\/]|app[\\/](shell|prefetch|routes|route-names|provider|error-boundary|root-layout|route-error)\.|assets[\\/]|features[\\/]catalogue[\\/](api[\\/]|components[\\/]product-card\.|[\w-]+\.ts$)|features[\\/]cart[\\/](api[\\/]|[\w-]+\.ts$)|features[\\/]member[\\/](api[\\/](check-favorite|get-favorite-ids|toggle-favorite|query-keys)\.|components[\\/]favorite-heart\.)|features[\\/]message[\\/]api[\\/](get-unread-count|query-keys)\.)|node_modules[\\/](@tanstack|zustand|nprogress|dayjs[\\/]dayjs\.min\.js$)/;

/** The contract's modules without zod: what packages/contract/src/wire.ts re-exports. */
const WIRE_FILE = new URL('../../packages/contract/src/wire.ts', import.meta.url);
const CONTRACT_WIRE = new Set(
  [...fs.readFileSync(WIRE_FILE, 'utf8').matchAll(/from '(\.[^']+)\.js'/g)].map((m) =>
    fileURLToPath(new URL(`${m[1]}.ts`, WIRE_FILE)),
  ),
);

/**
 * Wire modules no first screen uses: the pages that do load them (coupons and settlement, plans,
 * 我的家 (compatibility: its account page and what loads only for a buyer with a home), orders and parcels, invoices, payments' states, conversations with shops, the after-sales and procurement transitions; the error catalogue
 * words a refusal from return-status-text.ts alone).
 */
const PAGE_ONLY_WIRE =
  /[\\/]packages[\\/]contract[\\/]src[\\/]((catalogue[\\/]compat|coupon[\\/]coupon|plan[\\/]plan|order[\\/]order|invoice[\\/]invoice|pay[\\/]pay|chat[\\/]chat)\.rules|after-sales[\\/]return-status|procurement[\\/]procurement-status)\.ts$/;

function isFirstScreenShared(id: string): boolean {
  if (/\.test\.tsx?$/.test(id)) return false;
  // The cipher of the cached user info (crypto-js) loads only for a visitor with a session.
  if (/[\\/]lib[\\/]user-cache-cipher\.ts$/.test(id)) return false;
  // The keyword stores' factory loads with the pages that search (plans, procurement), not before.
  if (/[\\/]stores[\\/]keyword-store\.ts$/.test(id)) return false;
  // Vite's helper of lazy imports: every page has one, so it need not be a request of its own.
  if (id.includes('vite/preload-helper')) return true;
  // Every page (the mall, the seller workbench, the console) starts with it: one chunk, not a file of its own.
  if (id.includes('vite/modulepreload-polyfill')) return true;
  const icon = /@ant-design[\\/]icons-svg[\\/]es[\\/]asn[\\/](\w+)\.js$/.exec(id);
  if (icon) return UI_ICONS.has(icon[1] ?? '');
  return FIRST_SCREEN_SHARED.test(id);
}

/** Vendor chunks: React and the router change rarely, antd is large; both cache well on their own. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
  // The parts of Ant Design most pages share (its style engine, the base of its components) in one
  // chunk; a component only some pages use stays with them instead of weighing on every first screen.
  {
    name: 'antd-core',
    // Not @ant-design/icons-svg: the first screens draw those shapes without antd (components/ui/icons).
    test: /node_modules[\\/](antd|@ant-design[\\/](?!icons-svg)|@rc-component|rc-[\w-]+|@emotion|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|classnames|clsx)[\\/]/,
    minShareCount: 6,
    // Only what the test names: antd's own dependencies that the first screens also use (the
    // icon shapes of @ant-design/icons-svg) stay out of it, so a first screen never pulls it in.
    includeDependenciesRecursively: false,
  },
  { name: 'first-screens', test: isFirstScreenShared, includeDependenciesRecursively: false },
  // The contract without zod (the modules @mall/contract/wire re-exports) in one chunk, which every
  // first screen loads: so not the rules only later pages use (a coupon's discount and its best
  // assignment, a plan's scenes and limits), which stay with those pages.
  {
    name: 'contract-wire',
    test: (id: string) => CONTRACT_WIRE.has(id.replace(/\\/g, '/')) && !PAGE_ONLY_WIRE.test(id),
  },
];

/** The dev server's answer to a /seller or /admin path: the workbench's or the console's page (the built server does the same). */
function sellerPagePlugin(): PluginOption {
  return {
    name: 'seller-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? '';
        if (req.method === 'GET' && /^\/seller(\/[^.]*)?$/.test(pathname)) req.url = '/seller.html';
        if (req.method === 'GET' && /^\/admin(\/[^.]*)?$/.test(pathname)) req.url = '/admin.html';
        next();
      });
    },
  };
}

/** `npm run analyze -w @mall/web`: the bundle as a treemap (apps/web/bundle-stats.html, not served) with gzip and brotli sizes. */
const analyze: PluginOption[] = process.env.ANALYZE
  ? [visualizer({ filename: 'bundle-stats.html', template: 'treemap', gzipSize: true, brotliSize: true })]
  : [];

export default defineConfig({
  plugins: [
    react(),
    sellerPagePlugin(),
    // dist/.vite/first-screens.json: the chunks of each first screen, named in its HTML by the server.
    firstScreensPlugin(path.dirname(fileURLToPath(import.meta.url))),
    ...analyze,
    // Brotli and gzip siblings of every text asset, made once here; the server sends them as they are.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 1024,
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(`${PACKAGE_VERSION}+${BUILD_ID}`) },
  server: {
    port: 5173,
    proxy: {
      // Every API path ends in .json (spec §7) — but not Vite's own modules (/@fs, /node_modules, /src).
      '^/(?!@|node_modules/|src/)[^?]*\\.json(\\?.*)?$': toApi,
      // /login is both the API call (POST) and the SPA's login page (GET): proxy the POST only.
      '^/login(\\?.*)?$': {
        ...toApi,
        bypass: (req) => (req.method === 'POST' ? undefined : '/index.html'),
      },
      '/files': toApi,
      '/img': toApi,
      '/pay/sandbox/confirm.json': toApi,
      // 客服会话's socket (DESIGN-OPERATE §J): the token travels in its first frame, never the URL.
      '/chat/ws': { ...toApi, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by the JS budget check.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Three pages: the mall (index.html), the seller workbench (seller.html, every /seller path) and
      // the platform console (admin.html, every /admin path).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        seller: fileURLToPath(new URL('./seller.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin.html', import.meta.url)),
      },
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
        // Groups that leave dependencies out (includeDependenciesRecursively: false) need modules to
        // run in import order whatever chunk they landed in.
        strictExecutionOrder: true,
      },
    },
  },
});
