import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    isolate: false,
    globalSetup: ['tests/globalSetup.ts'],
    // The server logs every line at info for tests/logCapture.ts; tests/quietLog.ts shows only warnings and errors.
    env: { LOG_LEVEL: 'info' },
    setupFiles: ['tests/quietLog.ts'],
  },
});
