import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * CHROMIUM_PATH, else Debian's headless shell (chromium-headless-shell: Chromium's old headless mode,
 * the one Playwright's own downloads use, which draws far less than the full browser: the suite runs
 * in two thirds of the time), else Debian's Chromium.
 */
const CHROMIUM =
  process.env['CHROMIUM_PATH'] ?? ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

// Each worker starts a site of its own (e2e/support/test.ts), so the workers never share a database.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // three on two cores: tests also wait (for a toast's time, an autosave, a live event), and a third
  // worker fills those waits (the suite alone: 225 s with two, 195 s with three, 207 s with four)
  workers: 3,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
});
