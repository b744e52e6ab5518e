import { test as base, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { resolve } from 'node:path';
import { startServerProcess, type ServerProcess } from './server-process';

export { expect } from '@playwright/test';

let siteURL: string | undefined;
const patchedBrowsers = new WeakSet<Browser>();

/** The address of this worker's site, for API calls made before a page has opened anything. */
export function siteOrigin(): string {
  if (!siteURL) throw new Error("the site's server has not started: use the test from e2e/support/test");
  return siteURL;
}

/**
 * The public pages arrive rendered by the server and come alive when they hydrate; a test acts on a
 * page once it is running (html[data-ready], set by the app), as a person would wait for it. Pages
 * that are not the app (no #root) are not waited for.
 */
async function untilRunning(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.dataset['ready'] === 'true' || !document.getElementById('root'), undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

function waitForAppOnNavigation(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilRunning(page);
        return response;
      },
    });
  }
}

/** What a failed test's pages showed and heard, kept small enough to print at the end of a log. */
const FAILURE_CONTEXT = 'page at failure';

function recordPageEvents(context: BrowserContext, events: string[]): void {
  const keep = (line: string) => events.push(line.slice(0, 300)) > 40 && events.shift();
  const watch = (page: Page) => {
    page.on('response', (response) => {
      if (response.status() >= 400) keep(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    page.on('requestfailed', (request) => keep(`failed ${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText ?? ''}`));
    page.on('console', (message) => {
      if (message.type() === 'error') keep(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => keep(`page error: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** On a failure: each open page's address, its toast and alerts, and its failed requests and errors. */
async function attachFailureContext(context: BrowserContext, events: string[], testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  const lines: string[] = [];
  for (const page of context.pages()) {
    const nothing = { toast: null, alerts: [] as string[] };
    // a page that no longer answers (hung, or crashed) is reported by its address alone
    const unanswered = new Promise<typeof nothing>((resolve) => setTimeout(() => resolve(nothing), 2000).unref());
    const shown = await Promise.race([
      page
        .evaluate(() => ({
          toast: document.getElementById('nestly-toast')?.textContent ?? null,
          alerts: [...document.querySelectorAll('[role=alert]')].map((node) => node.textContent ?? '').filter(Boolean),
        }))
        .catch(() => nothing),
      unanswered,
    ]);
    lines.push(`${page.url()} toast: ${JSON.stringify(shown.toast)} alerts: ${JSON.stringify(shown.alerts.slice(0, 3))}`);
  }
  lines.push(...events);
  await testInfo.attach(FAILURE_CONTEXT, { body: lines.join('\n'), contentType: 'text/plain' });
}

/**
 * Every Playwright worker runs a site of its own, freshly seeded with the demo data, so workers
 * run side by side without seeing each other's edits. Tests and their helpers import `test` from
 * here; `baseURL` (and so `page.goto('/…')`) points at the worker's site.
 */
export const test = base.extend<object, { site: ServerProcess }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const site = await startServerProcess(
        ['--import', import.meta.resolve('tsx'), resolve('apps/web/main.ts')],
        // loopback is trusted as a proxy, so a test can send a member's reports from an address of their own
        { PORT: '0', HOST: '127.0.0.1', WEB_DIR: resolve('dist/web'), SEED_DEMO: '1', LOGIN_RATE_LIMIT: '200', TRUST_PROXY: 'loopback' },
        /running at (http:\/\/127\.0\.0\.1:\d+)/,
      );
      siteURL = site.url;
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  context: async ({ context }, use, testInfo) => {
    context.pages().forEach(waitForAppOnNavigation);
    context.on('page', waitForAppOnNavigation);
    const events: string[] = [];
    recordPageEvents(context, events);
    await use(context);
    await attachFailureContext(context, events, testInfo);
  },
  // a second member's window (browser.newContext) waits for the app on navigation too
  browser: [
    async ({ browser }, use) => {
      if (!patchedBrowsers.has(browser)) {
        patchedBrowsers.add(browser);
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
          const context = await newContext(...args);
          context.on('page', waitForAppOnNavigation);
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
