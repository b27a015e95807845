/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// ESM-only dependencies that must go through the SWC transform.
const esmPackages = [
  '@middy',
  'iso-3166',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  'uint8array-extras',
  '@tokenizer',
  '@borewit',
];

const shared: Config = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
};

// Only the integration project starts DynamoDB Local and s3rver: a unit-only run
// (`jest --selectProjects unit`) starts nothing.
const config: Config = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{lib,functions,scripts,test}/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.int\\.test\\.ts$'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{lib,functions,scripts,test}/**/*.int.test.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/log-capture.ts'],
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
};

export default config;
