// One lint setup for the whole tree: TypeScript rules, React hook rules, and the import
// boundaries of the layout (src-shared → components → features → app; server and renderer apart).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import styledBelowComponents from './scripts/eslint/styled-below-components.ts';

const elements = [
  { type: 'shared', pattern: 'src-shared', partialMatch: false },
  // the renderer's shared layer: components plus the API client, stores and theme they rely on
  { type: 'components', pattern: ['src-renderer/components', 'src-renderer/api', 'src-renderer/stores', 'src-renderer/theme'], partialMatch: false },
  { type: 'feature', pattern: 'src-renderer/features/*', partialMatch: false, capture: ['feature'] },
  // listed after the layers above, so it holds only what is left: app.tsx, main.tsx, routes.tsx
  { type: 'app', pattern: 'src-renderer', partialMatch: false },
  { type: 'server', pattern: ['src-server', 'apps', 'database'], partialMatch: false },
  { type: 'desktop', pattern: 'src-main', partialMatch: false },
  { type: 'tooling', pattern: ['e2e', 'scripts'], partialMatch: false },
];

const allow = (...types) => ({ to: { element: { types: { anyOf: types } } } });

const policies = [
  { from: { element: { type: 'shared' } }, allow: allow('shared') },
  { from: { element: { type: 'components' } }, allow: allow('shared', 'components') },
  // a feature reaches other features only through components
  { from: { element: { type: 'feature' } }, allow: allow('shared', 'components') },
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  { from: { element: { type: 'app' } }, allow: allow('shared', 'components', 'feature', 'app') },
  { from: { element: { type: 'server' } }, allow: allow('shared', 'server') },
  { from: { element: { type: 'desktop' } }, allow: allow('shared', 'desktop', 'server') },
  { from: { element: { type: 'tooling' } }, allow: allow('shared', 'components', 'feature', 'app', 'server', 'desktop', 'tooling') },
];

/*
 * The server's areas (top-level folders of src-server) in layers, lowest first: an area imports
 * only areas of lower layers, and only through their public module (<area>/index.ts). The shared
 * infrastructure (db, http, events, mail, content-kinds) may be imported by every area, file by
 * file, and imports no area. The root files (app.ts, server.ts, config.ts, shared-state.ts), authz
 * and test helpers compose everything and sit above all. Why each area sits where it does:
 * docs/architecture-areas.md.
 */
const SERVER_INFRASTRUCTURE = ['content-kinds', 'db', 'http', 'events', 'mail'];
const SERVER_LAYERS = [
  ['auth'],
  ['uploads', 'categories', 'moderation-state', 'notifications'],
  ['saved-searches'],
  ['marketplace'],
  ['comments', 'messaging'],
  ['content', 'users'],
  ['moderation'],
  ['admin', 'web', 'setup', 'health'],
];
const layerOf = (area) => SERVER_LAYERS.findIndex((layer) => layer.includes(area));
const SERVER_AREAS = SERVER_LAYERS.flat();
const serverZones = [
  ...SERVER_INFRASTRUCTURE.flatMap((infrastructure) =>
    SERVER_AREAS.map((area) => ({
      target: `./src-server/${infrastructure}`,
      from: `./src-server/${area}`,
      message: 'Shared infrastructure imports no area: pass what it needs in.',
    })),
  ),
  ...SERVER_AREAS.flatMap((target) =>
    SERVER_AREAS.filter((from) => from !== target).map((from) =>
      layerOf(from) < layerOf(target)
        ? {
            target: `./src-server/${target}`,
            from: `./src-server/${from}`,
            except: ['./index.ts'],
            message: `Import ${from} through its public module, ../${from}.`,
          }
        : {
            target: `./src-server/${target}`,
            from: `./src-server/${from}`,
            message: `${target} sits below ${from}: move the shared piece down, or pass a function in.`,
          },
    ),
  ),
  // the composition root reaches areas through their public modules too
  ...SERVER_AREAS.map((from) => ({
    target: './src-server/*.ts',
    from: `./src-server/${from}`,
    except: ['./index.ts'],
    message: `Import ${from} through its public module.`,
  })),
];

const importXSettings = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', 'release', '.tools', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // a variable set once after a closure that reads it is declared with let on purpose
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > MemberExpression.expression[object.name='req'][property.name='body']",
          message: 'Type the body with withBody(schema, …) from http/typed-routes.ts.',
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  {
    // the server logs through its logger (JSON lines, or readable ones in a terminal): a console line would break the JSON
    files: ['src-server/**/*.ts', 'apps/web/**/*.ts'],
    // the command line's output is its answer to the person who ran it
    ignores: ['**/*.test.ts', 'src-server/test/**', 'apps/web/test/**', 'apps/web/cli.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, nestly: { rules: { 'styled-below-components': styledBelowComponents } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // one placement for styled components: below the components that use them
      'nestly/styled-below-components': 'error',
    },
  },
  {
    files: ['src-shared/**', 'src-renderer/**', 'src-server/**', 'src-main/**', 'apps/**', 'database/**', 'e2e/**', 'scripts/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies }] },
  },
  {
    files: ['src-server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src-server/**/*.ts'],
    // tests and their helpers may reach into any area to set up what they check
    ignores: ['src-server/**/*.test.ts', 'src-server/**/test/**', 'src-server/authz/**'],
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
);
