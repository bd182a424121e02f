// Import rules that keep the structure of docs/architecture.md true: packages stay layered,
// inside the API each domain's tables are written only by that domain, and the web client's
// features meet only in app/routes. ESLint's own
// no-restricted-imports does it: the import strings are relative and predictable, so a regex on
// them says which folder an import reaches, and `allowTypeImports` lets a type cross.
import { readdirSync } from 'node:fs';

const API_SRC = 'apps/api/src';

/** The API's domain folders: every folder of apps/api/src. */
const apiDomains = readdirSync(new URL(`./${API_SRC}/`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const FRAMEWORKS = [
  '@nestjs/*',
  'typeorm',
  'fastify',
  'react',
  'react-dom',
  '@mantine/*',
  'electron',
];

/** What no client file may import; repeated in the web blocks below, which replace the rule's options. */
const CLIENT_PATTERNS = [
  {
    group: [
      '@nestjs/*',
      'typeorm',
      'fastify',
      'mysql2',
      'better-sqlite3',
      '@tontine/api',
      '@tontine/migrations',
    ],
    message: 'a client never runs server code.',
  },
  {
    regex: '^(\\.\\./)+(api|migrations)/src/|apps/api/',
    message: 'a client imports no server code: share it through @tontine/contracts.',
  },
];

/**
 * The member client (apps/web) with what no client may import, and the code editor: Monaco
 * belongs to the operator console's code tab, never to the members' bundle.
 */
const WEB_PATTERNS = [
  ...CLIENT_PATTERNS,
  {
    group: ['monaco-editor', 'monaco-editor/*', '@monaco-editor/*'],
    message: 'the code editor (Monaco) is the operator console’s, never the member client’s.',
  },
];

/**
 * What no API file may import; repeated in the domain blocks below, which replace the rule's
 * options for the files they match.
 */
const API_PATTERNS = [
  {
    group: ['react', 'react-dom', '@mantine/*', 'electron'],
    message: 'the API imports no client code.',
  },
  { regex: '^(\\.\\./)+(web|desktop)/src/', message: 'the API imports no client code.' },
];

export const packageBoundaries = [
  {
    // Shared by the API and both clients, in Node and in the browser: no framework, no Node API.
    files: ['libs/contracts/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FRAMEWORKS,
              message: 'contracts know no framework: they are read by the API and both clients.',
            },
            { group: ['node:*'], message: 'contracts also run in the browser: no Node API.' },
            { regex: '^(\\.\\./)+(apps|migrations)/', message: 'contracts import no app.' },
          ],
        },
      ],
    },
  },
  {
    // Migrations stand alone: a migration must replay the same way whatever the code becomes.
    files: ['migrations/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(apps|libs)/|^@tontine/',
              message:
                'migrations stand alone: copy the value, a later change of the code must not rewrite history.',
            },
          ],
        },
      ],
    },
  },
  {
    // The clients reach the API over HTTP only.
    files: ['apps/desktop/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: CLIENT_PATTERNS }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_PATTERNS }] },
  },
  {
    // The console's renderer is a web page: it talks to the desktop only through the bridge.
    files: ['apps/desktop/src/renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'node:*'],
              message: 'the renderer is sandboxed: go through the preload bridge.',
            },
            {
              regex: '^(\\.\\./)+(main|preload)/',
              message: 'the renderer is sandboxed: go through the preload bridge.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${API_SRC}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: API_PATTERNS,
        },
      ],
    },
  },
];

/**
 * A domain owns its tables: only its own services write them. Another domain's entity may be
 * imported as a type (to read what its service returns), or by a `*-views` service, whose
 * cross-table reads build screens. `database/entities.ts` lists them all for the data source.
 * (One block per domain: a file matches one block, and its own folder is the one it may use.)
 */
export const apiDomainBoundaries = apiDomains.map((domain) => ({
  files: [`${API_SRC}/${domain}/**/*.ts`],
  ignores: [`${API_SRC}/${domain}/**/*-views.service.ts`, `${API_SRC}/database/entities.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...API_PATTERNS,
          {
            regex: `^\\.\\./(?!${domain}/)[^/]+/[^/]+\\.(entity|entities)\\.js$`,
            allowTypeImports: true,
            message: `the ${domain} domain may not use another domain's entity: call the owner's service, read through a *-views service, or import the entity as a type.`,
          },
        ],
      },
    ],
  },
}));

/**
 * Web client boundaries: imports flow app → features → shared (api, components, lib, test).
 * A feature is used from outside only through its `index.ts` (and its lazy `pages.ts`, the
 * `queries.ts` the app seeds before rendering and the `home.ts` the member home shows), never
 * through its files, and
 * the shared layers import no feature at all.
 */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// A feature's public faces: index.ts, and pages.ts for the pages the routes load lazily.
// `queries.ts`: a feature's query options, for the app to seed before it renders.
// `home.ts`: what the member home's first screen shows of the feature, so that the home route
// does not reach the feature's other pages through its index (one chunk per index).
const notAnIndex = '(?!(?:index|pages|queries|home)(?:\\.tsx?)?$)[^/]';
export const webBoundaries = [
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_PATTERNS,
            {
              regex: `^(?:\\.\\./)+(?:features/)?(?:${webFeatures
                .filter((other) => other !== feature)
                .join('|')})/${notAnIndex}`,
              message:
                'A feature does not import another feature: compose them in app/routes, or import the other feature through its index.ts.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_PATTERNS,
            {
              regex: `(?:^|/)features/[^/]+/${notAnIndex}`,
              message: "Import a feature through its index.ts, not through the feature's files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{api,components,lib,locales,test}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_PATTERNS,
            {
              regex: '(?:^|/)features(?:/|$)',
              message: 'The shared layers (api, components, lib, test) import no feature.',
            },
          ],
        },
      ],
    },
  },
];

/**
 * The operator console's renderer (apps/desktop/src/renderer/src), held to the web client's
 * rules: imports flow app → features → shared (api, components, lib, i18n, testing, web). A
 * feature is used from outside only through its `index.ts` (and `pages.ts`, for a tab loaded
 * lazily), and the shared layers import no feature. These blocks replace the renderer's
 * sandbox rule for the files they match, so they repeat it.
 */
const RENDERER_SRC = 'apps/desktop/src/renderer/src';
const RENDERER_PATTERNS = [
  ...CLIENT_PATTERNS,
  {
    group: ['electron', 'node:*'],
    message: 'the renderer is sandboxed: go through the preload bridge.',
  },
  {
    regex: '^(\\.\\./)+(main|preload)/',
    message: 'the renderer is sandboxed: go through the preload bridge.',
  },
];
const consoleFeatures = readdirSync(new URL(`./${RENDERER_SRC}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const notAConsoleIndex = '(?!(?:index|pages)(?:\\.tsx?)?$)[^/]';
export const consoleBoundaries = [
  ...consoleFeatures.map((feature) => ({
    files: [`${RENDERER_SRC}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...RENDERER_PATTERNS,
            {
              regex: `^(?:\\.\\./)+(?:features/)?(?:${consoleFeatures
                .filter((other) => other !== feature)
                .join('|')})/${notAConsoleIndex}`,
              message:
                'A console feature does not import another feature: compose them in app, move what both use to api, components or lib, or import the other feature through its index.ts.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: [`${RENDERER_SRC}/app/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...RENDERER_PATTERNS,
            {
              regex: `(?:^|/)features/[^/]+/${notAConsoleIndex}`,
              message:
                "Import a console feature through its index.ts, not through the feature's files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${RENDERER_SRC}/{api,components,lib,i18n,testing,web}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...RENDERER_PATTERNS,
            {
              regex: '(?:^|/)features(?:/|$)',
              message:
                'The console’s shared layers (api, components, lib, i18n, testing, web) import no feature.',
            },
          ],
        },
      ],
    },
  },
];

/**
 * Every domain's services reach only their own tables through repositories scoped to the module
 * (`TypeOrmModule.forFeature([...own entities])` and `@InjectRepository`) and run their
 * transactions with `Transactions` (database/): no DataSource there, which would reach every
 * table. `database/` and the `*-views` read services keep the data source, and so do the two
 * entry points that open it (the server's `main.ts`, the reconciliation command) and the
 * service tests' kit.
 */
const DATA_SOURCE_HOLDERS = [
  `${API_SRC}/database/**`,
  `${API_SRC}/**/*-views.service.ts`,
  `${API_SRC}/**/*.spec.ts`,
  `${API_SRC}/testing/**`,
  `${API_SRC}/main.ts`,
  `${API_SRC}/reconcile.ts`,
];

const DATA_SOURCE_MESSAGE =
  'a domain reaches its own tables through @InjectRepository (TypeOrmModule.forFeature) and runs transactions with Transactions (database/): the DataSource is for database/ and *-views services.';

export const apiDataSourceBoundary = {
  files: [`${API_SRC}/**/*.ts`],
  ignores: DATA_SOURCE_HOLDERS,
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "ImportDeclaration[source.value='@nestjs/typeorm'] > ImportSpecifier[imported.name=/^(InjectDataSource|getDataSourceToken)$/]",
        message: DATA_SOURCE_MESSAGE,
      },
      {
        selector:
          "ImportDeclaration[source.value='typeorm'][importKind!='type'] > ImportSpecifier[imported.name='DataSource'][importKind!='type']",
        message: DATA_SOURCE_MESSAGE,
      },
    ],
  },
};

/**
 * viem is imported the first time a chain is called (crypto/viem-loader.ts), never when the API
 * starts: an instance with no crypto network configured does not carry its memory. Its types
 * cost nothing at run time and stay free to import.
 */
export const apiViemLoadedLazily = {
  files: [`${API_SRC}/**/*.ts`],
  ignores: [`${API_SRC}/crypto/viem-loader.ts`, `${API_SRC}/**/*.spec.ts`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['viem', 'viem/*'],
            allowTypeImports: true,
            message:
              'viem is loaded when a chain is first called: await loadViem() (crypto/viem-loader.ts); addresses and units come from ox.',
          },
        ],
      },
    ],
  },
};
