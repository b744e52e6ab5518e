import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { BlogPost, Deal, Product, Review } from '../../src-shared/types';
import { EMMA } from '../support/accounts';
import { apiSend } from '../support/api';

/** Every message the page logs as an error or a warning, and every uncaught error. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror at ${page.url()}: ${error.message}`));
  return problems;
}

async function publicPages(page: Page): Promise<string[]> {
  const json = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  const [listing] = await json<Product[]>('/api/products');
  const [post] = await json<BlogPost[]>('/api/blogs');
  const [review] = await json<Review[]>('/api/reviews');
  const [deal] = await json<Deal[]>('/api/deals');
  const [category] = await json<Array<{ slug: string }>>('/api/categories');
  return [
    '/',
    '/marketplace',
    `/marketplace/category/${category!.slug}`,
    `/marketplace/listing/${listing!.id}`,
    '/blog',
    `/blog/post/${post!.slug}`,
    '/reviews',
    `/reviews/${review!.slug}`,
    '/deals',
    `/deals/${deal!.id}`,
  ];
}

const HYDRATION = /hydrat|did not match|mismatch|server rendered/i;

test('every public page arrives rendered and hydrates without a warning, signed out and signed in, light and dark', async ({ page }) => {
  const paths = await publicPages(page);
  const problems = problemsOf(page);
  const visit = async (label: string) => {
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response!.status(), `${label} ${path}`).toBe(200);
      await expect(page.locator('html[data-ready="true"]'), `${label} ${path}`).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(
        problems.filter((problem) => HYDRATION.test(problem)),
        `${label} ${path}`,
      ).toEqual([]);
    }
  };
  await visit('visitor');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await visit('visitor, dark');
  await apiSend(page, 'POST', '/api/login', EMMA);
  await visit('member');
  expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
});

test('the first screen is in the HTML, with the signed-in member known (no Sign In flash)', async ({ page }) => {
  const [listing] = (await (await page.request.get('/api/products')).json()) as Product[];
  const visitor = await (await page.request.get(`/marketplace/listing/${listing!.id}`)).text();
  expect(visitor).toContain(`<h1`);
  expect(visitor).toContain(listing!.name.replace(/&/g, '&amp;'));
  expect(visitor).toMatch(/>Sign In</);
  expect(visitor).toContain('id="nestly-state"');

  await apiSend(page, 'POST', '/api/login', EMMA);
  const member = await (await page.request.get('/')).text();
  expect(member).toMatch(/>Account menu</);
  expect(member).not.toMatch(/>Sign In</);
});

test('missing or hidden items and unknown addresses answer 404 with their Not Found page', async ({ page }) => {
  for (const path of [
    '/marketplace/listing/999999',
    '/blog/post/no-such-post',
    '/reviews/no-such-review',
    '/deals/999999',
    '/marketplace/category/no-such-category',
    '/no/such/page',
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toMatch(/Not Found|Not Available/);
  }
  const problems = problemsOf(page);
  const response = await page.goto('/marketplace/listing/999999');
  expect(response!.status()).toBe(404);
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems.filter((problem) => HYDRATION.test(problem))).toEqual([]);
});

test("a visitor's page is kept until the data changes, and revalidates to a 304", async ({ page }) => {
  const first = await page.request.get('/blog');
  const etag = first.headers()['etag']!;
  expect(etag).toBeTruthy();
  const again = await page.request.get('/blog', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
});

/** Issue 21's budget for the JavaScript a public page loads for its first screen, on the wire (bodies and headers). */
const FIRST_SCREEN_SCRIPT_BYTES = 120 * 1024;

test('every public page loads at most 120 KB of JavaScript on the wire for its first screen', async ({ page, browser }) => {
  for (const path of await publicPages(page)) {
    // a new visitor each time: nothing in the browser's cache
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const sizes: Array<Promise<number>> = [];
    visitor.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      sizes.push(request.sizes().then(({ responseBodySize, responseHeadersSize }) => responseBodySize + responseHeadersSize));
    });
    await visitor.goto(path);
    await expect(visitor.locator('html[data-ready="true"]')).toHaveCount(1);
    await visitor.waitForLoadState('networkidle');
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(total, `${path}: ${sizes.length} scripts`).toBeGreaterThan(0);
    expect(total, `${path}: ${sizes.length} scripts`).toBeLessThanOrEqual(FIRST_SCREEN_SCRIPT_BYTES);
    await context.close();
  }
});

test('a page that shows no toast never fetches the toast library; the first toast brings it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') scripts.push(request.url());
  });
  await page.goto('/marketplace');
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /toast-container/.test(url))).toEqual([]);
  await expect(page.locator('.Toastify')).toHaveCount(0);

  await page.getByLabel('Email address').fill('parent@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('.Toastify').getByText('Subscribed!')).toBeVisible();
  expect(scripts.filter((url) => /toast-container/.test(url)).length).toBeGreaterThan(0);
});
