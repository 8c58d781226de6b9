import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 9123);

/** Debian's Chromium, started with the flags this machine needs (no downloads, no background traffic). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
