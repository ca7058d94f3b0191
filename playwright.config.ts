import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4399);

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1600, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'portal', testIgnore: /legal-renewal\.spec\.ts$/ },
    // A newer 隐私政策 in force asks every member again, demo accounts included: this spec runs after all others.
    { name: 'renewal', testMatch: /legal-renewal\.spec\.ts$/, dependencies: ['portal'] },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    // The site build comes first: about 2 min on a quiet machine, far more when the cores are shared.
    timeout: 480_000,
    stdout: 'pipe',
  },
});
