/**
 * Two tiers. `unit`: pure code, no DynamoDB, no network, no Java (`npm run test:unit`: 17 s on an
 * idle 2-core machine, up to 34 s on a shared one).
 * `integration`: the contract, integration and end-to-end tests, on the one local DynamoDB engine the
 * global setup starts. `npm test` runs both.
 */
const shared = {
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
    // The message formatter ships ES modules only (lib/words): compiled for Jest's CommonJS runtime.
    '/node_modules/(intl-messageformat|@formatjs)/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // A dynamic import names its module as it will be built (`./workspaces.js`), as TypeScript asks.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

/**
 * Workers: Jest's default (cores − 1) runs one worker on a 2-core machine, where the integration tests
 * spend much of their time waiting on the local DynamoDB engine, the sandbox and child processes; two
 * workers overlap that waiting (each test file has its own table, so files never share state).
 */
const workers = Math.max(2, require('node:os').availableParallelism() - 1);

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: workers,
  projects: [
    { ...shared, displayName: 'unit', roots: ['<rootDir>/test/unit'] },
    {
      ...shared,
      displayName: 'integration',
      roots: ['<rootDir>/test/contract', '<rootDir>/test/integration', '<rootDir>/test/e2e'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
  testTimeout: 20000,
};
