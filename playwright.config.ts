import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './scripts/free-port';

// Set once in the runner process; workers inherit them, so every worker talks to the same server.
process.env['E2E_PORT'] ??= String(await freePort());
process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'nestly-e2e-'));
const port = Number(process.env['E2E_PORT']);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'off',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: 'node --import tsx apps/web/main.ts',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env['E2E_DATA_DIR'],
      WEB_DIR: 'dist/web',
      SEED_DEMO: '1',
      LOGIN_RATE_LIMIT: '200',
    },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
