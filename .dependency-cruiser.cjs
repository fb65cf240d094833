/**
 * Import rules checked by `npm run lint` (dependency-cruiser).
 *
 * The web rules follow bulletproof-react's lint zones: `app/` composes features; a feature reaches
 * another feature only through that feature's public `index.ts`; the shared layers (`components/`,
 * `lib/`, `stores/`, `config/`) never import a feature or `app/`; nothing imports a test; no cycles.
 *
 * Paths are matched from the repository root (run `depcruise <dir> --config .dependency-cruiser.cjs`
 * from there). To add the server's rules, put them in SERVER_RULES below (prefix `^apps/server/src/`)
 * and add `apps/server/src` to the lint script's depcruise arguments.
 */

const path = require('node:path');

const WEB = '^apps/web/src/';

/** Test code: unit and component tests, their setup, browser journeys. */
const TEST_FILES = ['\\.test\\.tsx?$', '\\.spec\\.tsx?$', `${WEB}test/`, '^apps/web/e2e/'];

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const COMMON_RULES = [
  {
    name: 'no-circular',
    severity: 'error',
    comment: 'Import cycles make load order fragile and hide which module owns what; none are allowed.',
    from: {},
    to: { circular: true },
  },
  {
    name: 'not-to-test',
    severity: 'error',
    comment: 'Production code never imports test files or test setup.',
    from: { pathNot: TEST_FILES },
    to: { path: TEST_FILES },
  },
];

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const WEB_RULES = [
  {
    name: 'feature-internals',
    severity: 'error',
    comment:
      "A feature reaches another feature only through that feature's public index.ts " +
      '(features/<other>/index.ts); anything else in features/<other>/ is its own business.',
    from: { path: `${WEB}features/([^/]+)/` },
    to: {
      path: `${WEB}features/[^/]+/`,
      pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.ts$`],
    },
  },
  {
    name: 'feature-not-app',
    severity: 'error',
    comment: 'app/ composes features (routes, pages, providers); a feature never imports app/.',
    from: { path: `${WEB}features/` },
    to: { path: `${WEB}app/` },
  },
  {
    name: 'shared-not-feature',
    severity: 'error',
    comment:
      'The shared layers (components/, lib/, stores/, config/) sit below the features: they never ' +
      'import features/ or app/. Move the shared piece down, or pass it in.',
    from: { path: `${WEB}(components|lib|stores|config)/` },
    to: { path: `${WEB}(features|app)/` },
  },
];

/**
 * Server rules go here (e.g. a feature never imports another feature's repository; db/ imports no
 * feature), with paths under `^apps/server/src/`.
 * @type {import('dependency-cruiser').IForbiddenRuleType[]}
 */
const SERVER_RULES = [];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...COMMON_RULES, ...WEB_RULES, ...SERVER_RULES],
  options: {
    // Packages are leaves: their internals are not ours to check.
    doNotFollow: { path: 'node_modules' },
    // Declaration files and assets carry no imports worth checking.
    exclude: { path: ['\\.d\\.ts$', '/dist/'] },
    // Count `import type` too: a cycle through types is still a cycle in the design.
    tsPreCompilationDeps: true,
    // The web tsconfig resolves `.ts/.tsx` and the `@mall/contract` workspace package. The server
    // resolves through it as well (its `./x.js` imports map to `.ts`; checked: no unresolved import),
    // so adding `apps/server/src` to the lint command needs no second config. An absolute path: given
    // a relative one, dependency-cruiser resolves the tsconfig's `extends` from the wrong folder.
    tsConfig: { fileName: path.join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
