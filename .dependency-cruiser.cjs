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
    // The web's folders import only downward, one way: app → routes → features → shell → ui →
    // session → data (ARCHITECTURE.md, "Folders of the web app"). Tests are held to it too: a
    // test that needs a higher folder (the assembled app) lives in that folder.
    {
      name: 'web-shared-folders-never-import-features-routes-or-app',
      comment:
        'ui, data, session and shell serve every feature; a feature or the app they import would tie them to it.',
      severity: 'error',
      from: { path: '^packages/web/src/(ui|data|session|shell)/' },
      to: { path: '^packages/web/src/(features|routes|app)/|^packages/web/src/(routeTree\\.gen|main)\\.tsx?$' },
    },
    {
      name: 'web-features-import-no-routes-or-app',
      comment: 'a route names its feature, and the app assembles the routes, never the reverse.',
      severity: 'error',
      from: { path: '^packages/web/src/features/' },
      to: { path: '^packages/web/src/(routes|app)/|^packages/web/src/(routeTree\\.gen|main)\\.tsx?$' },
    },
    {
      name: 'web-routes-import-no-app',
      comment: 'the app assembles the router from the route tree; a route reaches the app through the router context.',
      severity: 'error',
      from: { path: '^packages/web/src/routes/' },
      to: { path: '^packages/web/src/app/|^packages/web/src/main\\.tsx$' },
    },
    {
      name: 'web-ui-imports-no-shell',
      comment: 'the shell frames pages with ui controls; a control never knows the frame.',
      severity: 'error',
      from: { path: '^packages/web/src/ui/' },
      to: { path: '^packages/web/src/shell/' },
    },
    {
      name: 'web-session-imports-no-ui-or-shell',
      comment:
        'the session (who is signed in, what the device keeps) shows nothing: what it tells, it tells through the Toaster it is given.',
      severity: 'error',
      from: { path: '^packages/web/src/session/' },
      to: { path: '^packages/web/src/(ui|shell)/' },
    },
    {
      name: 'web-data-imports-no-session-ui-or-shell',
      comment:
        'how a page loads and changes data is the bottom of the web: it reaches the portal and the toaster through the router context.',
      severity: 'error',
      from: { path: '^packages/web/src/data/' },
      to: { path: '^packages/web/src/(session|ui|shell)/' },
    },
    {
      name: 'deploy-never-imports-web',
      comment: 'the hosting configuration stands apart from the app it serves: neither imports the other.',
      severity: 'error',
      from: { path: '^deploy/' },
      to: { path: '^packages/web/' },
    },
    {
      name: 'web-never-imports-deploy',
      comment: 'the hosting configuration stands apart from the app it serves: neither imports the other.',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: '^deploy/' },
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
