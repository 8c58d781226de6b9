import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 9123);

/**
 * Debian's Chromium (or $CHROMIUM_PATH), started with the flags this machine needs (no downloads, no background
 * traffic) through scripts/chromium.sh, which also turns off the address bar's popups that Chromium 156 renders
 * in every new window (about 1.4 s of CPU each, beside the page under test).
 */
export const chromiumLaunchOptions = {
  executablePath: path.resolve(__dirname, 'scripts', 'chromium.sh'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  // Generous: the machine has two cores, shared by the two workers, the server and Chromium.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // 'list' prints every failure's details again at the end, where a CI log's tail shows them.
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [
    {
      name: 'site',
      testDir: 'e2e',
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'packages',
      testDir: 'packages',
      testMatch: '**/*.browser.spec.ts',
    },
  ],
  webServer: {
    command: `tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
