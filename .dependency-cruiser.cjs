/**
 * The architecture's boundaries (ARCHITECTURE.md), checked on resolved module paths.
 * `npm test` fails on any violation.
 */
const ourPackages = '^packages/(core|adapters|web|emulator)/';
// Matched against resolved paths and against bare names an import could not resolve.
const moduleName = (names) => `(^|node_modules/)(${names})(/|$)`;
const hostOrVendor = moduleName(
  'react|react-dom|react-aria-components|@react-aria/[^/]+|@tanstack/[^/]+|jotai|aws-amplify|@aws-amplify/[^/]+|@aws-sdk/[^/]+|@smithy/[^/]+|ofetch|axios|node-fetch|undici|msw',
);
const ours = (names) => [`^packages/(${names})/`, moduleName(`@justiciable/(${names})`)];

module.exports = {
  forbidden: [
    {
      name: 'core-imports-nothing-of-ours',
      comment: 'core is the center of the hexagon: it depends on no other package of ours.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: ours('adapters|web|emulator') },
    },
    {
      name: 'core-is-framework-free',
      comment: 'core knows no React, DOM, AWS or HTTP client.',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: { path: hostOrVendor },
    },
    {
      name: 'core-uses-no-node-builtins',
      comment: 'core runs in the browser and in Node alike.',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'adapters-import-core-only',
      comment: 'adapters translate between core ports and vendor wires; tests may start the emulator.',
      severity: 'error',
      from: { path: '^packages/adapters/', pathNot: '\\.test\\.ts$|^packages/adapters/(src/testing|bench)/' },
      to: { path: ours('web|emulator') },
    },
    {
      name: 'adapters-never-import-web',
      severity: 'error',
      from: { path: '^packages/adapters/' },
      to: { path: ours('web') },
    },
    {
      name: 'web-imports-adapters-only-in-its-composition-root',
      comment: 'features and routes reach the cloud through core use-cases from the router context.',
      severity: 'error',
      from: { path: '^packages/web/src/', pathNot: '^packages/web/src/app/' },
      to: { path: ours('adapters') },
    },
    {
      name: 'web-never-imports-the-emulator-at-run-time',
      severity: 'error',
      from: { path: '^packages/web/src/' },
      to: { path: ours('emulator') },
    },
    {
      name: 'emulator-imports-nothing-of-ours',
      comment: 'the emulator is the other side of the wire; a shared type would hide drift.',
      severity: 'error',
      from: { path: '^packages/emulator/' },
      to: { path: ours('core|adapters|web') },
    },
    {
      name: 'web-features-do-not-import-each-other',
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: { path: '^packages/web/src/features/([^/]+)/', pathNot: '^packages/web/src/features/$1/' },
    },
    {
      name: 'no-unresolvable-imports',
      comment: 'an import of a package the importing package does not declare.',
      severity: 'error',
      from: { path: ourPackages },
      // Vite plugins' virtual modules (virtual:pwa-register) exist only inside the build.
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: ourPackages },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.data)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // Our packages' sources (their @justiciable/source export), as the workspace runs them: dist/ is
      // excluded, so resolving a package of ours to its build would drop the edge and its rules.
      conditionNames: ['@justiciable/source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
