import { defineConfig } from '@playwright/test';

// Each worker starts a site of its own (e2e/support/test.ts), so the workers never share a database.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // two: the machines this runs on have two cores or more (--workers=N to change it)
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'off',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
});
