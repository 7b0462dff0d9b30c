// Import rules of the architecture (README, "Architecture"), checked by `npm test` (scripts/check-imports.mjs).
// Paths are relative to the repository root; test files and test helpers are left out of the production rules.
const SERVER = '^packages/server/src/';
const TESTS = '(\\.test\\.ts$|\\.int\\.test\\.ts$|/testing/)';
/** The composition roots: they open the store and build the services. */
const ROOTS = `${SERVER}(app|main|bootstrap|services|worker)\\.ts$`;
const WEB = '^packages/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-server-circle',
      comment: 'No import circle among the server’s production modules (type-only imports count).',
      severity: 'error',
      from: { path: SERVER, pathNot: TESTS },
      to: { circular: true, pathNot: TESTS },
    },
    {
      name: 'api-only-from-app',
      comment: 'Route modules (api/) are wired by app.ts alone; everything else calls services.',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}app\\.ts$`, `${SERVER}api/`, TESTS] },
      to: { path: `${SERVER}api/` },
    },
    {
      name: 'routes-not-from-routes',
      comment: 'A route module never imports another route module: app.ts registers each one.',
      severity: 'error',
      from: { path: `${SERVER}api/`, pathNot: TESTS },
      to: { path: `${SERVER}api/.+-routes\\.ts$` },
    },
    {
      name: 'kysely-only-in-store',
      comment: 'Raw Kysely (the library, the store handle, the table types) only inside store/.',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}store/`, ROOTS, TESTS] },
      to: { path: ['node_modules/kysely/', `${SERVER}store/(db|schema)\\.ts$`] },
    },
    {
      name: 'core-imports-no-package',
      comment: '@meridian/core is the bottom layer: it imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: ['^packages/(?!core/)', 'node_modules/@meridian/(?!core/)'] },
    },
    {
      name: 'chart-runtime-stands-alone',
      comment:
        'The web chart runtime (chart-runtime/) serves explore, dashboards and SQL Lab: it imports none of them.',
      severity: 'error',
      from: { path: `${WEB}chart-runtime/` },
      to: { path: `${WEB}(explore|dashboard)/` },
    },
    {
      name: 'components-stand-alone',
      comment:
        'Shared web components (components/: the filter editor, the time range picker, code editors) serve every page: they import none.',
      severity: 'error',
      from: { path: `${WEB}components/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `${WEB}(explore|dashboard|sqllab|datasets|reports)/` },
    },
    {
      name: 'dashboard-not-explore-internals',
      comment:
        'Dashboards use chart-runtime/ and components/ (the time range picker, the filter editor), never explore internals.',
      severity: 'error',
      from: { path: `${WEB}dashboard/` },
      to: { path: `${WEB}explore/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^packages/[^/]+/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    cache: false,
  },
};
