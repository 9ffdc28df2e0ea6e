import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Apps never import each other; each app may import only shared among workspace packages. */
const otherApps = (self) =>
  ['@peilian/server', '@peilian/web', '@peilian/miniprogram']
    .filter((name) => name !== self)
    .map((name) => ({ group: [name, `${name}/*`], message: 'Apps never import each other; share through @peilian/shared.' }));

/** Test code of an app may use the server package's shared test support, and nothing else of the server. */
const otherAppsInTests = (self) => [
  ...otherApps(self).filter(({ group }) => group[0] !== '@peilian/server'),
  {
    regex: '^@peilian/server(?!/testing(/globalSetup)?$)',
    message: 'Tests reach the server only through @peilian/server/testing.',
  },
];

const relativeEscapes = (dirs) => dirs.map((dir) => ({ group: [`**/${dir}/**`, `**/${dir}`], message: 'Import through the package, not across the tree.' }));

/** What every server file refuses: another app, and the web or mini-program tree. */
const serverPatterns = [...otherApps('@peilian/server'), ...relativeEscapes(['web', 'miniprogram'])];

const sqlOutsideData = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite'],
  message: 'SQL lives in server/src/data: call a data function named by intent.',
};

/** The server's feature domains (server/README.md, "Layout"); layout.test.ts checks the list against the tree. */
const SERVER_DOMAINS = [
  'organisation',
  'identity',
  'audit',
  'people',
  'training',
  'library',
  'exam',
  'faq',
  'practice',
  'reports',
  'appeals',
  'notifications',
  'notices',
  'assistant',
  'system',
];

/**
 * A domain enters another only through that domain's index.ts (docs/architecture.md, "Server
 * domains"). A regex anchored on the leading `../` rather than a gitignore pattern, which for
 * practice would also refuse the data layer's `../data/practice/words.js`.
 */
const domainBorders = (self) =>
  SERVER_DOMAINS.filter((domain) => domain !== self).map((domain) => ({
    regex: `^(?:\\.\\./)+${domain}/(?!index\\.js$)`,
    message: `That is inside the ${domain} domain: import from '${domain}/index.js' only, and export what you need there (docs/architecture.md, "Server domains").`,
  }));

const webPatterns = [...otherApps('@peilian/web'), ...relativeEscapes(['server/src', 'miniprogram/src'])];

/**
 * The web app's walled areas and the back office's features: each is entered only through its
 * index.ts (docs/architecture.md, "Web areas"); `web/src/layout.test.ts` also holds the direction
 * between areas, lazy `import()`s and folder loops. Anchored on the leading `../` like the server's.
 */
/** The folders of `dir`. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// Every folder is walled but the kits, shelves of independent files entered at any file (the table's
// `kit` rows; the back office's blocks, data layer and catalogue parts): a new folder is walled too.
const WEB_AREAS = foldersOf('./web/src/').filter((folder) => !['components', 'config', 'i18n', 'lib', 'styles', 'test'].includes(folder));
const ADMIN_FEATURES = foldersOf('./web/src/admin/').filter((folder) => !['blocks', 'data', 'catalogues'].includes(folder));
const webBorders = (others, { leading = '(?:\\.\\./)+', except = () => '' } = {}) =>
  others.map((area) => ({
    regex: `^${leading}${area}/${except(area)}.`,
    message: `That is inside the ${area} area: import from its index.ts only, and export what you need there (docs/architecture.md, "Web areas").`,
  }));
const antdMobileIndex = {
  name: 'antd-mobile',
  allowTypeImports: true,
  message:
    "Import the component from 'antd-mobile/es/components/<name>': the package's index brings every component (and its animation libraries) into the first download.",
};
/** The web app's own code uses the project's accessible versions of four antd-mobile components. */
const webSrcPaths = [
  antdMobileIndex,
  ...['checkbox', 'radio'].map((name) => ({
    name: `antd-mobile/es/components/${name}`,
    message: "Use components/choices.tsx: antd-mobile's own hides the input from the keyboard and screen readers.",
  })),
  {
    name: 'antd-mobile/es/components/dialog',
    message: "Use components/dialogs.tsx: antd-mobile's own leaves the focus behind the mask.",
  },
  {
    name: 'antd-mobile/es/components/avatar',
    message: "Use components/UserAvatar.tsx: antd-mobile's default picture is read aloud and repeats its ids.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-release/**',
      '**/.tmp/**',
      '**/coverage/**',
      'data/**',
      'server/drizzle/**',
      'miniprogram/config/**',
      'web/dev-dist/**',
      'web/.releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    // Tests may use Node to prove interoperability (e.g. node:crypto decrypting what shared seals).
    ignores: ['shared/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zustand', message: 'shared is React-free: use zustand/vanilla.' },
            ...builtinModules.map((name) => ({ name, message: 'shared is platform-free: inject platform things instead.' })),
          ],
          patterns: [
            ...otherApps(''),
            { group: ['node:*'], message: 'shared is platform-free: inject platform things instead.' },
            { group: ['react', 'react-dom', 'react/*', 'zustand/react'], message: 'shared is React-free: use zustand/vanilla.' },
            { group: ['@tarojs/*', 'antd', 'antd-mobile', 'idb', 'workbox-*', 'socket.io*'], message: 'shared uses no platform API.' },
            ...relativeEscapes(['server', 'web', 'miniprogram']),
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'wx',
          'Taro',
          'process',
          'Buffer',
          'fetch',
          'require',
          'indexedDB',
          'XMLHttpRequest',
        ].map((name) => ({
          name,
          message: 'shared is platform-free: inject platform things instead.',
        })),
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
  {
    // SQL lives in the data layer (src/data, with the schema and client in src/db); tests may read
    // the database directly to check what a command stored.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/data/**', 'server/src/db/**', 'server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverPatterns, sqlOutsideData] }] },
  },
  // The borders between server domains, tests included. A later block's options replace an earlier
  // one's for the same rule, so each block repeats the server's patterns above (and the data-layer
  // one for code) before adding the borders.
  ...SERVER_DOMAINS.flatMap((domain) => [
    {
      files: [`server/src/${domain}/**/*.ts`],
      ignores: [`server/src/${domain}/**/*.test.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [...serverPatterns, sqlOutsideData, ...domainBorders(domain)] }] },
    },
    {
      files: [`server/src/${domain}/**/*.test.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [...serverPatterns, ...domainBorders(domain)] }] },
    },
  ]),
  {
    // Every HTTP route is declared in its feature's routes.ts (server/README.md, "Layout"), where the
    // layout test and a reader find them all.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/routes.ts', 'server/src/http/contract.ts', 'server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(admin|learner|public)Route$/]',
          message: "A route is declared in its feature's routes.ts: move it there and call a function of this file.",
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [antdMobileIndex],
          patterns: webPatterns,
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/choices.tsx', 'web/src/components/dialogs.tsx', 'web/src/components/UserAvatar.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webSrcPaths,
          patterns: webPatterns,
        },
      ],
    },
  },
  // The borders between the web app's areas, tests included: each block repeats the web's imports
  // above before adding its borders (a later block's options replace an earlier one's).
  ...WEB_AREAS.map((area) => ({
    files: [`web/src/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { paths: webSrcPaths, patterns: [...webPatterns, ...webBorders(WEB_AREAS.filter((other) => other !== area))] }],
    },
  })),
  ...ADMIN_FEATURES.map((feature) => ({
    files: [`web/src/admin/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webSrcPaths,
          patterns: [
            ...webPatterns,
            // The learner's areas and the other features (a name both have is one border).
            ...webBorders([...new Set([...WEB_AREAS.filter((other) => other !== 'admin'), ...ADMIN_FEATURES.filter((other) => other !== feature)])]),
          ],
        },
      ],
    },
  })),
  {
    // The back office's root (its shell and route table) names each feature's routes.tsx, and nothing else inside it.
    files: ['web/src/admin/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webSrcPaths,
          patterns: [...webPatterns, ...webBorders(WEB_AREAS), ...webBorders(ADMIN_FEATURES, { leading: '\\./', except: () => '(?!routes$)' })],
        },
      ],
    },
  },
  {
    files: ['web/src/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webSrcPaths,
          patterns: [...webPatterns, ...webBorders(WEB_AREAS, { leading: '\\./', except: (area) => (area === 'app' ? '(?!zodWithoutEval$)' : '') })],
        },
      ],
    },
  },
  {
    files: ['miniprogram/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, wx: 'readonly', getApp: 'readonly', Page: 'readonly', App: 'readonly', Component: 'readonly' } },
    rules: { 'no-restricted-imports': ['error', { patterns: [...otherApps('@peilian/miniprogram'), ...relativeEscapes(['server/src', 'web/src'])] }] },
  },
  {
    // The web's pages are DOM: every control named, every image described, nothing clickable that a keyboard cannot reach.
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Learners' recordings and uploaded training videos come without caption files (the spec defines none).
      'jsx-a11y/media-has-caption': 'off',
      // Focusing the one field of a dialog that just opened (antd's Input, not a DOM element) is expected.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // The two rules of hooks; the plugin's React Compiler rules are left off (no compiler here).
    files: ['web/src/**/*.{ts,tsx}', 'miniprogram/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['web/test/**/*.ts', 'web/vitest*.ts', 'miniprogram/test/**/*.ts', 'miniprogram/vitest.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...otherAppsInTests(''), ...relativeEscapes(['server/src', 'server/test', 'web/src', 'miniprogram/src'])] },
      ],
    },
  },
);
