import { expect, test } from '../support/test';
import { ADMIN, EMMA, signIn } from '../support/accounts';
import { createDealAsAdmin } from '../support/content';

test('an admin writes a blog post from the Write Article link', async ({ page }) => {
  await signIn(page, ADMIN, '/blog');
  await page.getByRole('link', { name: 'Write Article' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/create$/);
  await expect(page.getByRole('heading', { name: 'Create Blog Post' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(page.locator('#nestly-toast')).toContainText('Please fill in all required fields');
  await expect(page.locator('#field-title-error')).toHaveText('Please fill in all required fields');
  await expect(page).toHaveURL(/\/admin\/blog\/create$/);

  const title = `Cluster feeding evenings ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Newborn' });
  const image = page.getByLabel('Featured image URL');
  await image.fill('https://ibb.co/AbC123');
  await image.blur();
  await expect(image).toHaveValue('https://i.ibb.co/AbC123/image.jpg');
  await page.getByLabel('Tags').fill('feeding, newborn');
  await page.getByRole('button', { name: 'HTML', exact: true }).click();
  await page.getByLabel('Content').fill('<h2>Why it happens</h2><p onclick="alert(1)">Growth spurts.</p><script>alert(1)</script>');
  await page.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(page.getByText('Blog post created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/blog');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/blog\/post\/cluster-feeding-evenings-\d+$/);
  await expect(page.getByRole('heading', { name: 'Why it happens' })).toBeVisible();
  await expect(page.locator('main [onclick], main script')).toHaveCount(0);
});

test('an admin edits a blog post, with the field messages of the edit form', async ({ page }) => {
  await signIn(page, ADMIN, '/admin/blog/create');
  const title = `Draft to edit ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('First version');
  await page.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const slug = title.toLowerCase().replace(/ /g, '-');
  const post = await (await page.request.get(`/api/blogs/${slug}`)).json();

  await page.goto(`/admin/blog/edit/${post.id}`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill('');
  await page.getByLabel('Content').fill('');
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Content is required')).toBeVisible();

  await page.getByLabel('Title').fill(`${title} (updated)`);
  await page.getByLabel('Content').fill('Second version');
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(page.getByText('Your blog post has been updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/blog/post/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible();
  await expect(page.getByText('Second version')).toBeVisible();
});

test('a failed save says so in words: never a status code or the raw answer', async ({ page }) => {
  await signIn(page, ADMIN);
  const [post] = await (await page.request.get('/api/blogs?pageSize=1')).json();
  await page.goto(`/admin/blog/edit/${post.id}`);
  await expect(page.getByLabel('Title')).toHaveValue(post.title);
  await page.route(`**/api/blogs/${post.id}`, (route) => (route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: {} }) : route.fallback()));
  await page.getByRole('button', { name: 'Update Blog' }).click();
  const toast = page.locator('#nestly-toast');
  await expect(toast).toHaveText('Failed to update blog: Something went wrong. Please try again.');
  await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${post.id}$`));

  await page.route(`**/api/blogs/${post.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(toast).toHaveText('Failed to update blog: Something went wrong. Please try again.');

  await page.route(`**/api/blogs/${post.id}`, (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 400, json: { message: 'Title is too long' } }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(toast).toHaveText('Failed to update blog: Title is too long');
});

test('a deal link typed without https:// is saved with it', async ({ page }) => {
  const deal = await createDealAsAdmin(page);
  await page.goto(`/admin/deals/edit/${deal.id}`);
  await page.getByLabel('Deal URL').fill('shop.example/deal');
  await page.getByRole('button', { name: 'Update Deal' }).click();
  await expect(page.getByText('Deal updated')).toBeVisible();
  await page.goto(`/deals/${deal.id}`);
  await expect(page.getByRole('link', { name: /Get This Deal/ })).toHaveAttribute('href', 'https://shop.example/deal');
});

test('an admin edits a deal: the spec messages, then the update', async ({ page }) => {
  const deal = await createDealAsAdmin(page);
  await page.goto(`/admin/deals/edit/${deal.id}`);
  await expect(page.getByLabel('Original price ($)')).toHaveValue('100.00');
  await expect(page.getByLabel('Discount percentage')).toHaveValue('60');

  await page.getByLabel('Title').fill('');
  await page.getByLabel('Description').fill(' ');
  await page.getByLabel('Deal URL').fill('not a link');
  await page.getByLabel('Original price ($)').fill('-5');
  await page.getByLabel('Discount percentage').fill('150');
  await page.getByRole('button', { name: 'Update Deal' }).click();
  for (const message of ['Title is required', 'Description is required', 'Must be a valid URL', 'Price must be positive', 'Discount must be between 0-100%']) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await page.getByLabel('Title').fill(`${deal.title} edited`);
  await page.getByLabel('Description').fill('Now even better.');
  await page.getByLabel('Deal URL').fill('https://example.com/better');
  await page.getByLabel('Original price ($)').fill('120');
  await page.getByLabel('Discounted price ($)').fill('60');
  await page.getByLabel('Discount percentage').fill('50');
  await page.getByRole('button', { name: 'Update Deal' }).click();
  await expect(page.getByText('Deal updated')).toBeVisible();
  await expect(page.getByText('Your deal has been updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`/deals/${deal.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${deal.title} edited` })).toBeVisible();
  await expect(page.getByText('$60.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('50% OFF').first()).toBeVisible();
});

test('an admin adds a deal; the discount is computed from the prices', async ({ page }) => {
  await signIn(page, ADMIN, '/deals');
  await page.getByRole('link', { name: 'Add Deal' }).click();
  const title = `Baby monitor ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Clear picture, long range.');
  await page.getByLabel('Original price ($)').fill('80');
  await page.getByLabel('Sale price ($)').fill('60');
  await expect(page.getByText('Discount: 25%')).toBeVisible();
  await page.getByRole('button', { name: 'Create Deal' }).click();
  await expect(page.getByText('Deal created successfully')).toBeVisible();
  await page.goto(`/deals?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('article').filter({ hasText: title })).toContainText('25% OFF');
});

test('a missing deal in the edit form says Deal Not Found; Cancel returns to /admin', async ({ page }) => {
  await signIn(page, ADMIN, '/admin/deals/edit/999999');
  await expect(page.getByRole('heading', { name: 'Deal Not Found' })).toBeVisible();
  await expect(page.getByText("The deal you're looking for doesn't exist.")).toBeVisible();
  await page.goto('/admin/blog/edit/999999');
  await expect(page.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await page.goto('/admin/deals/create');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('members and visitors get Admin Access Required instead of the forms', async ({ page }) => {
  await page.goto('/admin/blog/create');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth/login?next=%2Fadmin%2Fblog%2Fcreate');
  await signIn(page, EMMA, '/blog');
  await expect(page.getByRole('link', { name: 'Write Article' })).toHaveCount(0);
  await page.goto('/admin/deals/create');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
});
