import { ADMIN, signIn } from '../support/accounts';
import { apiSend } from '../support/api';
import { expect, test } from '../support/test';

test("a blog post's edit page holds every field its creation set: excerpt, category and tags change after publishing", async ({ page }) => {
  await signIn(page, ADMIN);
  const [first, second] = (await (await page.request.get('/api/blog-categories')).json()) as { id: number; name: string }[];
  const post = await apiSend<{ id: number; slug: string }>(
    page,
    'POST',
    '/api/blogs',
    { title: `Every field ${Date.now()}`, content: '<p>Body</p>', excerpt: 'First summary', tags: 'sleep', category_id: first!.id },
    201,
  );
  await page.goto(`/admin/blog/edit/${post.id}`);
  await expect(page.getByLabel('Excerpt')).toHaveValue('First summary');
  await expect(page.getByLabel('Tags')).toHaveValue('sleep');
  await expect(page.getByLabel('Category')).toHaveValue(String(first!.id));
  await page.getByLabel('Excerpt').fill('A better summary');
  await page.getByLabel('Tags').fill('sleep, naps');
  await page.getByLabel('Category').selectOption(String(second!.id));
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const saved = (await (await page.request.get(`/api/blogs/id/${post.id}`)).json()) as { excerpt: string; tags: string; category_id: number };
  expect(saved).toMatchObject({ excerpt: 'A better summary', tags: 'sleep, naps', category_id: second!.id });
});

test("a deal's edit page holds its retailer, category, coupon code and terms", async ({ page }) => {
  await signIn(page, ADMIN);
  const deal = await apiSend<{ id: number }>(
    page,
    'POST',
    '/api/deals',
    {
      title: `Deal fields ${Date.now()}`,
      description: 'All of them',
      original_price: 10000,
      discounted_price: 8000,
      retailer: 'Babyshop',
      coupon_code: 'OLD',
      terms_conditions: 'One per family',
    },
    201,
  );
  await page.goto(`/admin/deals/edit/${deal.id}`);
  await expect(page.getByLabel('Retailer')).toHaveValue('Babyshop');
  await expect(page.getByLabel('Terms and conditions')).toHaveValue('One per family');
  await page.getByLabel('Coupon code').fill('NEW10');
  await page.getByRole('button', { name: 'Update Deal' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(((await (await page.request.get(`/api/deals/${deal.id}`)).json()) as { coupon_code: string }).coupon_code).toBe('NEW10');
});

test('a post is written in the visual editor: headings, bold and lists come out as the HTML the site keeps, and Preview shows it', async ({ page }) => {
  await signIn(page, ADMIN, '/admin/blog/create');
  const title = `Visual editor ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Why naps matter');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Short');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' naps add up.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Dark room');
  await expect(page.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Why naps matter' })).toBeVisible();
  await page.getByRole('button', { name: 'HTML', exact: true }).click();
  await expect(page.getByLabel('Content')).toHaveValue('<h2>Why naps matter</h2><p><strong>Short</strong> naps add up.</p><ul><li><p>Dark room</p></li></ul>');
  await page.getByRole('button', { name: 'Write' }).click();
  await page.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const post = (await (await page.request.get(`/api/blogs/${title.toLowerCase().replace(/ /g, '-')}`)).json()) as { content: string };
  expect(post.content).toBe('<h2>Why naps matter</h2><p><strong>Short</strong> naps add up.</p><ul><li><p>Dark room</p></li></ul>');
});
