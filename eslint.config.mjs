// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The route table's deploy-only settings (memory, timeout, environment, IAM access: each resource's
// functions/<resource>/settings.ts, merged by lib/http/route-settings.ts) are rendered into the
// template; a handler's bundle must never carry them.
const DEPLOY_ONLY = {
  group: ['**/route-settings', '**/deploy-settings', '**/settings'],
  message:
    'lib/http/route-settings.ts, deploy-settings.ts and functions/<resource>/settings.ts are deploy-only (serverless/*.cjs, tests): no Lambda bundle imports them.',
};
// Each resource's description (its OpenAPI text, examples and listed entities) is the scripts' alone.
const SCRIPTS_ONLY = {
  group: ['**/scripts/*', '**/scripts/**'],
  message:
    "scripts/ (with the resources' descriptions, scripts/descriptions/) is for the scripts: nothing in lib/ or functions/ imports it.",
};

export default tseslint.config(
  { ignores: ['node_modules/', '.esbuild/', '.serverless/', '.data/', '.bench/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // Import rules of the layering and of the bundle split, enforced rather than remembered.
  {
    // Schemas are zod/mini (request schemas through lib/schema.ts, which adds the English messages).
    files: ['lib/**/*.ts', 'functions/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type']",
          message:
            "Import lib/schema.ts (request schemas) or 'zod/mini': classic zod's methods cost every bundle ~70 KB and a cold start ~7 ms.",
        },
      ],
    },
  },
  {
    // Imports point down: nothing in lib/ below the HTTP layer reaches back up into it.
    files: ['lib/**/*.ts'],
    ignores: ['lib/http/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DEPLOY_ONLY,
            SCRIPTS_ONLY,
            {
              group: ['**/http', '**/http/*'],
              message: 'Domain and data code never imports lib/http: move what it needs down.',
            },
            {
              group: ['@aws-sdk/*'],
              allowTypeImports: true,
              message: 'Only lib/aws, lib/data and repositories import the AWS SDK.',
            },
            // Body schemas are bundled only by the functions that parse a body (and by *-writes.ts, which they call).
            {
              group: ['**/*-input'],
              allowTypeImports: true,
              message: 'Only *-writes.ts modules and body-taking handlers import body schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    // A body schema may build on another resource's field schemas (a user's phone and settings are the company's).
    files: ['lib/**/*-input.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DEPLOY_ONLY,
            SCRIPTS_ONLY,
            {
              group: ['**/http', '**/http/*'],
              message: 'Domain and data code never imports lib/http: move what it needs down.',
            },
            {
              group: ['@aws-sdk/*'],
              allowTypeImports: true,
              message: 'Only lib/aws, lib/data and repositories import the AWS SDK.',
            },
          ],
        },
      ],
    },
  },
  {
    // Where the AWS SDK and body schemas belong.
    files: [
      'lib/aws/**/*.ts',
      'lib/data/**/*.ts',
      'lib/**/*-repository.ts',
      'lib/**/*-reader.ts',
      'lib/auth/key-lookup.ts',
      'lib/rate-limit/limiter.ts',
      'lib/**/*-writes.ts',
      'lib/companies/company-profile.ts',
      'lib/admin/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DEPLOY_ONLY,
            SCRIPTS_ONLY,
            {
              group: ['**/http', '**/http/*'],
              message: 'Domain and data code never imports lib/http: move what it needs down.',
            },
          ],
        },
      ],
    },
  },
  {
    // Handlers talk to lib/, never to AWS directly; read handlers bundle no body schema.
    files: ['functions/**/*.ts'],
    ignores: ['**/*.test.ts', 'functions/*/settings.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DEPLOY_ONLY,
            SCRIPTS_ONLY,
            { group: ['@aws-sdk/*'], message: 'Handlers reach AWS only through lib/ repositories.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/get-*.ts', 'functions/**/list-*.ts', 'functions/**/delete-*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DEPLOY_ONLY,
            SCRIPTS_ONLY,
            { group: ['@aws-sdk/*'], message: 'Handlers reach AWS only through lib/ repositories.' },
            {
              group: ['**/*-input', '**/*-writes'],
              allowTypeImports: true,
              message: 'A read or delete handler bundles no body schema or write path.',
            },
          ],
        },
      ],
    },
  },
  {
    // The HTTP layer is bundled into every handler.
    files: ['lib/http/**/*.ts'],
    ignores: ['**/*.test.ts', 'lib/http/route-settings.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEPLOY_ONLY, SCRIPTS_ONLY] }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
