import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_VERSION } from '../../src-shared/api-version';
import type { ConnectionStatus } from '../../src-shared/desktop/bridge';
import { LAUNCH_HEADER } from '../../src-shared/desktop/launch-header';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { isBuilt, NOT_BUILT, startDesktopServer, type BuiltServer } from './built-server';
import { bridgeCalls, EMBEDDED, installStandInBridge, NEWER_SERVER } from './stand-in-bridge';

// The screens only the desktop shows, in Chromium with a stand-in window.nestly. First-run setup runs
// against the built embedded server, locked with a launch secret that the page sends as the shell would.
const SECRET = 'e2e-screens-secret-0123456789';

async function openAsConsole(page: Page, server: BuiltServer, path: string): Promise<void> {
  await page.setExtraHTTPHeaders({ [LAUNCH_HEADER]: SECRET });
  await installStandInBridge(page, { connection: EMBEDDED });
  await page.goto(`${server.url}${path}`);
}

test.describe('first-run setup', () => {
  let server: BuiltServer;
  test.beforeEach(async () => {
    test.skip(!isBuilt(), NOT_BUILT);
    server = await startDesktopServer(SECRET);
  });
  test.afterEach(async () => {
    await server?.stop();
  });

  test("creates the owner's admin account, signs in and opens the console", async ({ page }) => {
    await openAsConsole(page, server, '/desktop/setup');
    await expect(page.getByRole('heading', { name: 'Set up your console' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password', { exact: true }).fill('owner-password-1');
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    expect(await page.evaluate(async () => (await fetch('/api/setup')).json())).toEqual({ isNeeded: true });

    await page.getByLabel('Confirm password').fill('owner-password-1');
    await page.getByLabel('Confirm password').press('Enter');
    await expect(page).toHaveURL(`${server.url}/admin`);
    const me = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
    expect(me).toMatchObject({ email: 'owner@example.com', role: 'admin' });
    // the demo data was not asked for
    expect(await page.evaluate(async () => (await fetch('/api/products')).headers.get('x-total-count'))).toBe('0');
  });

  test('offers sign-in once the console has an admin', async ({ page }) => {
    await openAsConsole(page, server, '/desktop/setup');
    await page.evaluate(async () => {
      await fetch('/api/setup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'first@example.com', password: 'first-password-1' }),
      });
    });
    await page.reload();
    await expect(page.getByText('This console already has an admin account.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
  });

  test('shows a taken email from the server without leaving the form', async ({ page }) => {
    await openAsConsole(page, server, '/desktop/setup');
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password', { exact: true }).fill('owner-password-1');
    await page.getByLabel('Confirm password').fill('owner-password-1');
    // another window finished setup first
    await page.evaluate(async () => {
      await fetch('/api/setup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'quick@example.com', password: 'quick-password-1' }),
      });
    });
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('This console already has an admin account. Sign in instead.');
    await expect(page).toHaveURL(/\/desktop\/setup$/);
  });
});

test('the desktop screens do not exist on the website', async ({ page }) => {
  for (const path of ['/desktop/setup', '/desktop/connect', '/desktop/version-mismatch']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }), path).toBeVisible();
  }
});

test.describe('version mismatch', () => {
  test('names both versions and tells the admin to update the console', async ({ page }) => {
    await installStandInBridge(page, { connection: NEWER_SERVER });
    await page.goto('/desktop/version-mismatch');
    await expect(page.getByRole('heading', { name: 'Console and server do not match' })).toBeVisible();
    await expect(page.getByText(`This console speaks API version ${API_VERSION} (Nestly Console 0.1.0).`)).toBeVisible();
    await expect(page.getByText(`The server at https://community.example speaks API version ${API_VERSION + 1} (Nestly 9.0.0).`)).toBeVisible();
    await expect(page.getByText(`Update the Nestly Console on this computer to a release that speaks API version ${API_VERSION + 1}.`)).toBeVisible();

    await page.getByRole('button', { name: 'Use the Embedded Database' }).click();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => bridgeCalls(page)).toEqual([{ mode: 'embedded' }, { mode: 'remote', remoteUrl: 'https://community.example' }]);
  });

  test('tells the admin to have an old server updated', async ({ page }) => {
    const oldServer: ConnectionStatus = {
      settings: NEWER_SERVER.settings,
      state: { status: 'incompatible', mode: 'remote', serverUrl: 'https://community.example', serverVersion: null, serverApiVersion: null, update: 'server' },
    };
    await installStandInBridge(page, { connection: oldServer });
    await page.goto('/desktop/version-mismatch');
    await expect(page.getByText('The server at https://community.example runs a Nestly release from before API versions were reported.')).toBeVisible();
    await expect(
      page.getByText(
        `Ask the community's administrator to update the Nestly server to a release that speaks API version ${API_VERSION}, or use an older console.`,
      ),
    ).toBeVisible();
  });
});

test.describe('connect to a community server', () => {
  test('asks the shell to connect and shows why it refused', async ({ page }) => {
    await installStandInBridge(page, {
      connection: EMBEDDED,
      connectResult: { ok: false, message: 'Could not reach https://community.example (no answer in time)' },
    });
    await page.goto('/desktop/connect');
    await expect(page.getByText('Now using the embedded database on this computer.')).toBeVisible();
    await page.getByLabel('Server address').fill('community.example');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('alert')).toHaveText('Could not reach https://community.example (no answer in time)');
    expect(await bridgeCalls(page)).toEqual([{ mode: 'remote', remoteUrl: 'community.example' }]);
  });

  test('refuses an address the shell would refuse, in its words, without asking it', async ({ page }) => {
    await installStandInBridge(page, { connection: EMBEDDED });
    await page.goto('/desktop/connect');
    await page.getByLabel('Server address').fill('https://community.example/nestly');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nestly runs at the root of its address: use https://community.example');
    expect(await bridgeCalls(page)).toEqual([]);
  });

  test('shows the version mismatch of a server it refused', async ({ page }) => {
    await installStandInBridge(page, { connection: EMBEDDED, connectResult: { ok: false, message: 'x', state: NEWER_SERVER.state } });
    await page.goto('/desktop/connect');
    await page.getByLabel('Server address').fill('https://community.example');
    await page.getByLabel('Server address').press('Enter');
    await expect(page.getByText(`speaks API version ${API_VERSION + 1} (Nestly 9.0.0)`)).toBeVisible();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test(`desktop screens have no serious accessibility violations: ${colorScheme}, ${width}px`, async ({ page }) => {
      test.skip(!isBuilt(), NOT_BUILT);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      const server = await startDesktopServer(SECRET);
      try {
        await openAsConsole(page, server, '/desktop/setup');
        await expect(page.getByLabel('Confirm password')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.goto(`${server.url}/desktop/connect`);
        await expect(page.getByLabel('Server address')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await installStandInBridge(page, { connection: NEWER_SERVER });
        await page.goto(`${server.url}/desktop/version-mismatch`);
        await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      } finally {
        await server.stop();
      }
    });
  }
}
