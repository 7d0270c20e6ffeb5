import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'dist/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
      'no-console': 'off',
    },
  },
  {
    // The domain holds pure rules: it depends on no framework, no database and nothing else of ours.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'fastify', message: 'Domain code is pure: no HTTP framework.' },
            { name: 'kysely', message: 'Domain code is pure: no database access.' },
            { name: 'pg', message: 'Domain code is pure: no database access.' },
            { name: 'better-sqlite3', message: 'Domain code is pure: no database access.' },
            { name: 'ioredis', message: 'Domain code is pure: no Redis.' },
          ],
          patterns: [
            { group: ['@fastify/*', 'fastify/*', 'kysely/*', 'pg/*', 'better-sqlite3/*', 'ioredis/*'], message: 'Domain code is pure: no framework or database packages.' },
            {
              regex: '^(\\.\\./)+(src/)?(db|platform|features|cli)(/|$)|(^|/)src/(db|platform|features|cli)(/|$)|^(\\.\\./)+(app|server|services|config)(\\.js)?$',
              message: 'Domain code depends on nothing outside src/domain: pass values in instead of importing src/db, src/platform, src/features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Queries live only in repositories (and in src/db, the data layer itself).
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.repository.ts', 'src/db/**', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]",
          message: 'Queries belong in a *.repository.ts of the area (or in src/db); call the repository from the service.',
        },
      ],
    },
  },
  {
    files: ['src/db/**/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
