/**
 * Import rules checked by `npm run lint` (dependency-cruiser).
 *
 * The web rules follow bulletproof-react's lint zones: `app/` composes features; a feature reaches
 * another feature only through that feature's public `index.ts`; the shared layers (`components/`,
 * `lib/`, `stores/`, `config/`) never import a feature or `app/`; nothing imports a test; no cycles.
 *
 * Paths are matched from the repository root (run `depcruise <dir> --config .dependency-cruiser.cjs`
 * from there): `depcruise apps/web/src apps/server/src --config .dependency-cruiser.cjs`.
 */

const path = require('node:path');

const WEB = '^apps/web/src/';

/** Test code: unit and component tests, their setup, browser journeys. */
const TEST_FILES = [
  '\\.test\\.tsx?$',
  '\\.spec\\.tsx?$',
  `${WEB}test/`,
  '^apps/web/e2e/',
  '^apps/server/src/(test|faults)/',
  '^packages/contract/src/testing/',
];

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
  {
    name: 'first-screen-layers-no-antd',
    severity: 'error',
    comment:
      "lib/, stores/, config/, components/ui/ and the shell's layouts join the first screens' shared chunk " +
      '(apps/web/vite.config.ts): importing Ant Design there loads it on every cold visit (ARCHITECTURE ' +
      'rule 7). Put an antd helper in components/ (e.g. components/use-antd-phone.ts) instead.',
    from: {
      path: `${WEB}(lib|stores|config|components/ui)/|${WEB}components/layouts/(navbar|elevator|site-footer|shell-layout|tab-bar)\\.`,
      pathNot: TEST_FILES,
    },
    to: { path: '(^|/)node_modules/(antd|@ant-design/icons/|@ant-design/cssinjs)' },
  },
];

const SERVER = '^apps/server/src/';
const SERVER_TESTS = ['\\.test\\.ts$', `${SERVER}test/`, `${SERVER}faults/`];

/**
 * Server rules (docs/ARCHITECTURE.md): routes → service → repository inside a feature; across
 * features only through the other feature's service or index; db/ is the ground floor; the demo sits
 * on top and nothing below imports it. Tests may reach anywhere (fixtures write rows directly).
 * @type {import('dependency-cruiser').IForbiddenRuleType[]}
 */
const SERVER_RULES = [
  {
    name: 'server-feature-internals',
    severity: 'error',
    comment:
      'A server feature uses another feature only through its service (features/<other>/<other>.service.ts ' +
      'or another *.service.ts) or its index.ts: never its repository, tables, routes or helpers.',
    from: { path: `${SERVER}features/([^/]+)/`, pathNot: SERVER_TESTS },
    to: {
      path: `${SERVER}features/[^/]+/`,
      pathNot: [
        `${SERVER}features/$1/`,
        `${SERVER}features/[^/]+/[^/]+\\.service\\.ts$`,
        `${SERVER}features/[^/]+/index\\.ts$`,
      ],
    },
  },
  {
    name: 'db-ground-floor',
    severity: 'error',
    comment: 'db/ (client, migrations, the DB interface) imports no feature, plugin or demo code.',
    from: { path: `${SERVER}db/`, pathNot: SERVER_TESTS },
    to: { path: `${SERVER}(features|plugins|demo)/` },
  },
  {
    name: 'lib-not-feature',
    severity: 'error',
    comment: 'lib/ is shared by features; it never imports a feature or the demo (pass what it needs in).',
    from: { path: `${SERVER}lib/`, pathNot: SERVER_TESTS },
    to: { path: `${SERVER}(features|demo)/` },
  },
  {
    name: 'nothing-imports-demo',
    severity: 'error',
    comment:
      'The demo (seed, auto-ship) is switched on by SEED_DEMO and may use features; features, lib, ' +
      'plugins and db never import it (app.ts and server.ts load it dynamically behind the switch).',
    from: { path: `${SERVER}(features|lib|plugins|db|config)/`, pathNot: SERVER_TESTS },
    to: { path: `${SERVER}demo/` },
  },
  {
    name: 'provider-sdks-on-use',
    severity: 'error',
    comment:
      "The providers' SDKs (object storage, Aliyun and Tencent SMS, Alipay) and sharp are loaded on first " +
      'use through lib/load-once.ts (`await import(...)`), never by a static import: together they were ' +
      "about 45 MB of every server's RSS, used only where the settings turn them on (issue 36). " +
      '`import type` is fine.',
    from: { path: SERVER, pathNot: SERVER_TESTS },
    to: {
      path: '(^|/)node_modules/(@aws-sdk/client-s3|@alicloud/|tencentcloud-sdk-nodejs|alipay-sdk|sharp)(/|$)',
      dynamic: false,
      dependencyTypesNot: ['type-only'],
    },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...COMMON_RULES, ...WEB_RULES, ...SERVER_RULES],
  options: {
    // Packages are leaves: their internals are not ours to check.
    doNotFollow: { path: 'node_modules' },
    // Our declaration files and build outputs carry no imports worth checking. Only our own: a
    // package's import often resolves to its dist/ or to its types (alipay-sdk to
    // node_modules/alipay-sdk/dist/esm/index.d.ts), and excluding those hid the import from every rule.
    exclude: { path: ['^(apps|packages)/.*\\.d\\.ts$', '^(apps|packages)/[^/]+/dist/'] },
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
