import type { Browser } from '@playwright/test';
import { ADMIN, signIn } from '../support/accounts';
import { apiSend } from '../support/api';
import { expect, siteOrigin, test } from '../support/test';

// Autosave waits a few seconds after the last keystroke; each wait below is for what the page
// shows (or the server holds) once it happened, never for a length of time.
const SAVED = { timeout: 30_000 };

/** What a visitor who is not signed in gets at a path: the status and the page's main heading. */
async function asVisitor(browser: Browser, path: string): Promise<{ status: number; heading: string }> {
  const context = await browser.newContext({ baseURL: siteOrigin() });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    await expect(page.locator('html[data-ready]')).toBeAttached();
    return { status: response?.status() ?? 0, heading: (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '' };
  } finally {
    await context.close();
  }
}

/** What the API answers a visitor who is not signed in. */
async function visitorApi(browser: Browser, path: string): Promise<{ status: number; body: unknown }> {
  const context = await browser.newContext({ baseURL: siteOrigin() });
  try {
    const response = await context.request.get(path);
    return { status: response.status(), body: await response.json() };
  } finally {
    await context.close();
  }
}

test('a new post saves itself as a draft while it is written, stays off the public site, and goes out on Publish', async ({ page, browser }) => {
  await signIn(page, ADMIN, '/admin/blog/create');
  const status = page.getByRole('status').filter({ hasText: /Saved|Saving|Not saved|Draft/ });
  await expect(status).toHaveText('Not saved yet · drafts save as you write');
  const title = `Autosaved ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await expect(status).toHaveText('Not saved yet — fill in the required fields');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Written a little at a time.');

  // the first autosave creates the draft, and the page goes on as its edit page
  await expect(status).toHaveText(/^Saved at \d{1,2}:\d{2}/, SAVED);
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  const draft = (await (await page.request.get(`/api/blogs/id/${id}`)).json()) as { slug: string; status: string; content: string };
  expect(draft).toMatchObject({ status: 'draft', content: '<p>Written a little at a time.</p>' });

  // more writing is saved to the same draft
  await page.keyboard.type(' Then some more.');
  await expect(status).toHaveText(/^Saved at/, SAVED);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/blogs/id/${id}`)).json()) as { content: string }).content, SAVED)
    .toBe('<p>Written a little at a time. Then some more.</p>');

  // not on the public site: the API and the server-rendered page both answer as for a missing post
  expect((await asVisitor(browser, `/blog/post/${draft.slug}`)).status).toBe(404);
  expect((await visitorApi(browser, `/api/blogs/${draft.slug}`)).status).toBe(404);
  expect((await visitorApi(browser, `/api/blogs?search=${encodeURIComponent(title)}`)).body).toEqual([]);

  // the page began as Create Blog Post, and its main button still says so: it publishes the draft
  await page.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('#nestly-toast')).toContainText('Blog post created successfully');
  const visible = await asVisitor(browser, `/blog/post/${draft.slug}`);
  expect(visible).toEqual({ status: 200, heading: title });
  expect((await visitorApi(browser, `/api/blogs?search=${encodeURIComponent(title)}`)).body).toHaveLength(1);
});

test('Cancel after an autosave leaves without asking; a failed autosave says so and is tried again', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, ADMIN);
  const post = await apiSend<{ id: number }>(page, 'POST', '/api/blogs', { title: `Draft ${Date.now()}`, content: '<p>Start</p>', status: 'draft' }, 201);
  await page.goto(`/admin/blog/edit/${post.id}`);
  const status = page.getByRole('status').filter({ hasText: /Saved|Saving|Not saved|Draft/ });
  await expect(status).toHaveText('Draft · Saved');

  // the server fails the saves for a while: the status says so, and the next try succeeds
  let failing = true;
  await page.route(`**/api/blogs/${post.id}`, (route) =>
    route.request().method() === 'PATCH' && failing ? route.fulfill({ status: 503, json: { message: 'Busy' } }) : route.fallback(),
  );
  await page.getByLabel('Excerpt').fill('A short summary');
  await expect(status).toHaveText('Not saved — retrying', SAVED);
  failing = false;
  await expect(status).toHaveText(/^Saved at/, SAVED);
  expect(((await (await page.request.get(`/api/blogs/id/${post.id}`)).json()) as { excerpt: string }).excerpt).toBe('A short summary');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(dialogs).toEqual([]);

  // a draft opened from the admin goes out with Publish
  await page.goto(`/admin/blog/edit/${post.id}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('#nestly-toast')).toContainText('Blog post published');
  expect(((await (await page.request.get(`/api/blogs/id/${post.id}`)).json()) as { status: string }).status).toBe('published');
});

test('a published post is not changed behind the author: its edits wait for Update, and leaving with them asks first', async ({ page }) => {
  await signIn(page, ADMIN);
  const title = `Published ${Date.now()}`;
  const post = await apiSend<{ id: number }>(page, 'POST', '/api/blogs', { title, content: '<p>Live</p>' }, 201);
  await page.goto(`/admin/blog/edit/${post.id}`);
  const status = page.getByRole('status').filter({ hasText: /Published|Saved|Saving/ });
  await expect(status).toHaveText('Published');
  await page.getByLabel('Title').fill(`${title}, edited`);
  await expect(status).toHaveText('Published · changes not saved until you update');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Cancel' }).click();
  expect(asked).toEqual(['You have unsaved changes. Discard them?']);
  await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${post.id}$`));
  expect(((await (await page.request.get(`/api/blogs/id/${post.id}`)).json()) as { title: string }).title).toBe(title);
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(((await (await page.request.get(`/api/blogs/id/${post.id}`)).json()) as { title: string }).title).toBe(`${title}, edited`);
});

test('drafts wear a Draft badge in the admin tables, and the Drafts filter lists only them', async ({ page }) => {
  await signIn(page, ADMIN);
  const title = `Listed draft ${Date.now()}`;
  await apiSend(page, 'POST', '/api/deals', { title, description: 'Soon', original_price: 5000, discounted_price: 4000, status: 'draft' }, 201);
  await page.goto('/admin?tab=content&section=deals');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByLabel('Show').selectOption('published');
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('draft');
  await expect(row).toBeVisible();
});

test("a published review goes back to draft from the content table's dialog", async ({ page, browser }) => {
  await signIn(page, ADMIN);
  const title = `Review to hold back ${Date.now()}`;
  const review = await apiSend<{ slug: string }>(page, 'POST', '/api/reviews', { title, content: '<p>Good</p>', product_name: 'Owl lamp', rating: 4 }, 201);
  await page.goto('/admin?tab=content&section=reviews');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Review' });
  await dialog.getByLabel('Status').selectOption('draft');
  await dialog.getByRole('button', { name: 'Update Review' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  expect((await visitorApi(browser, `/api/reviews/${review.slug}`)).status).toBe(404);
});
