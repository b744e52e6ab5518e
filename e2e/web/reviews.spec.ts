import { expect, test } from '../support/test';
import { ADMIN, registerMember, signIn } from '../support/accounts';

const GLIDE = '/reviews/kinderway-glide-review-the-travel-stroller-that-won-our-holiday';
const count = async (button: import('@playwright/test').Locator) => Number(/\((\d+)\)/.exec(await button.innerText())?.[1]);

test('the reviews list shows the featured review and filters by category and search', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Reviews' })).toBeVisible();
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles.first()).toContainText('Featured');
  await expect(articles.first().getByRole('img', { name: /Rated \d out of 5/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write Review' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Car Seats' });
  await expect(articles).toHaveCount(1);
  await expect(articles.first()).toContainText('SafeNest 360');
  await expect(articles.first()).not.toContainText('Featured');

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'All Categories' });
  await page.getByRole('searchbox', { name: 'Search reviews' }).fill('crib');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(articles.first()).toContainText('Little Pines');
});

test('a member votes Helpful once, can switch to Not Helpful, and the counts follow', async ({ page }) => {
  await registerMember(page);
  await page.goto(GLIDE);
  await expect(page.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  const helpful = page.getByRole('button', { name: /^Helpful \(\d+\)$/ });
  const notHelpful = page.getByRole('button', { name: /^Not Helpful \(\d+\)$/ });
  const before = { helpful: await count(helpful), notHelpful: await count(notHelpful) };

  await helpful.click();
  await expect(helpful).toHaveText(`Helpful (${before.helpful + 1})`);
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(helpful).toHaveText(`Helpful (${before.helpful + 1})`);

  await notHelpful.click();
  await expect(notHelpful).toHaveText(`Not Helpful (${before.notHelpful + 1})`);
  await expect(helpful).toHaveText(`Helpful (${before.helpful})`);

  await notHelpful.click();
  await expect(notHelpful).toHaveText(`Not Helpful (${before.notHelpful})`);
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'false');
});

test('signed out, voting asks the visitor to sign in and the Discussion shows the prompt', async ({ page }) => {
  await page.goto(GLIDE);
  const helpful = page.getByRole('button', { name: /^Helpful \(\d+\)$/ });
  const before = await helpful.innerText();
  await helpful.click();
  await expect(page.getByText('Please sign in to vote on reviews')).toBeVisible();
  await expect(helpful).toHaveText(before);
  await expect(page.getByText('You need to be signed in to post a comment.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on Reddit' })).toBeVisible();
});

test('a missing review shows Review Not Found with a link back', async ({ page }) => {
  await page.goto('/reviews/no-such-review');
  await expect(page.getByRole('heading', { name: 'Review Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Reviews' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
});

test('admins see Write Review and create a review', async ({ page }) => {
  await signIn(page, ADMIN, '/reviews');
  await page.getByRole('link', { name: 'Write Review' }).click();
  await expect(page).toHaveURL(/\/admin\/reviews\/create$/);
  await page.getByRole('button', { name: 'Create Review' }).click();
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();

  const title = `Night light review ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Product name').fill('Glow Owl');
  await page.getByLabel('Rating').selectOption('5');
  await page.getByLabel('Price ($)').fill('24.99');
  await page.getByRole('button', { name: 'HTML', exact: true }).click();
  await page.getByLabel('Content').fill('<p>Soft, warm light.</p><script>alert(1)</script>');
  await page.getByLabel('Pros').fill('Warm glow, Long battery');
  await page.getByRole('button', { name: 'Create Review' }).click();
  await expect(page.getByText('Review created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/reviews');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('$24.99')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pros' })).toBeVisible();
  await expect(page.locator('main script')).toHaveCount(0);
});

test("a review's photo is uploaded beside its image URL, on the create page and in the edit dialog; a failed upload says so", async ({ page }) => {
  await signIn(page, ADMIN, '/admin/reviews/create');
  const imageUrl = page.getByRole('textbox', { name: 'Product image URL' });
  await page.route('**/api/upload', (route) => route.fulfill({ status: 500, body: 'upstream exploded' }));
  await page.getByLabel('Photo to upload').setInputFiles('database/seeds/photos/listing-teddy-bear-1.jpg');
  await expect(page.locator('#nestly-toast')).toContainText('Failed to upload image');
  await expect(imageUrl).toHaveValue('');

  await page.unroute('**/api/upload');
  await page.getByLabel('Photo to upload').setInputFiles('database/seeds/photos/listing-teddy-bear-1.jpg');
  await expect(imageUrl).toHaveValue(/^\/uploads\/[0-9a-f]{64}\.webp$/);

  const title = `Teddy review ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Product name').fill('Cuddle Bear');
  await page.getByLabel('Rating').selectOption('4');
  await page.getByRole('button', { name: 'HTML', exact: true }).click();
  await page.getByLabel('Content').fill('<p>Soft and safe.</p>');
  await page.getByRole('button', { name: 'Create Review' }).click();
  await expect(page.getByText('Review created successfully')).toBeVisible();

  await page.goto('/admin?tab=content&section=reviews');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Review' });
  await expect(dialog.getByRole('textbox', { name: 'Product image URL' })).toHaveValue(/^\/uploads\/[0-9a-f]{64}\.webp$/);
  await page.route('**/api/upload', (route) => route.fulfill({ status: 400, json: { message: 'Only images can be uploaded' } }));
  await dialog.getByLabel('Photo to upload').setInputFiles('database/seeds/photos/listing-teddy-bear-2.jpg');
  await expect(page.locator('#nestly-toast')).toContainText('Failed to upload image');
  await expect(page.locator('#nestly-toast')).toContainText('Only images can be uploaded');
});
