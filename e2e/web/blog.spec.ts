import { expect, test } from '../support/test';
import { EMMA, signIn } from '../support/accounts';
import { renderInBrowser } from '../support/render-in-browser';

const BEDTIME = '/blog/post/a-gentle-bedtime-routine-that-actually-works';

test('the blog lists articles with a featured first card, filters, search and pagination', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByText('Featured', { exact: true })).toBeVisible();
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(9);
  await expect(articles.first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/blog\/post\/[a-z0-9-]+$/);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(articles).not.toHaveCount(9);
  await expect(page.getByText('Featured', { exact: true })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Toddlers' });
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(articles.first()).toContainText('Toddlers');
  await expect(page.getByText('Featured', { exact: true })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('tantrums');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(articles).toHaveCount(1);
  await expect(articles.first()).toContainText('Taming Toddler Tantrums');

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('"(zzqx*');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search term')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});

test('the blog shows 6 skeletons while loading and the empty state without posts', async ({ page }) => {
  // the page's data comes from the stand-in below, so the browser renders it
  await renderInBrowser(page);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/blogs\?/, async (route) => {
    await gate;
    await route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } });
  });
  await page.goto('/blog');
  await expect(page.locator('[data-testid="skeleton"]')).toHaveCount(6);
  release();
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('There are no blog posts available yet')).toBeVisible();
});

test('a signed-out reader sees the post, share links, More Articles and the sign-in prompt', async ({ page }) => {
  await page.goto(BEDTIME);
  await expect(page).toHaveTitle('A Gentle Bedtime Routine That Actually Works – Nestly');
  await expect(page.getByRole('heading', { level: 1, name: 'A Gentle Bedtime Routine That Actually Works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why routines help' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', /facebook\.com\/sharer.*a-gentle-bedtime/);
  await expect(page.getByRole('link', { name: 'Share on Email' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText('You need to be signed in to post a comment.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /^\/auth\/login\?next=%2Fblog%2Fpost%2F/);
  const comments = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
  await expect(comments.first()).toContainText('Emma');
  await expect(page.getByText('Awaiting moderation')).toHaveCount(0);

  const more = page.locator('section[aria-labelledby="more-articles"]');
  await expect(more.getByRole('heading', { name: 'More Articles' })).toBeVisible();
  await expect(more.getByRole('article')).toHaveCount(3);
  await expect(more.getByRole('link', { name: 'A Gentle Bedtime Routine That Actually Works' })).toHaveCount(0);
});

test('a member comments on a post: it shows as awaiting moderation to them only', async ({ page, browser }) => {
  await signIn(page, EMMA, BEDTIME);
  const box = page.getByRole('textbox', { name: 'Add a comment' });
  const post = page.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeDisabled();
  await box.fill('   ');
  await expect(post).toBeDisabled();
  const text = `Lovely routine, thank you ${Date.now()}`;
  await box.fill(text);
  await post.click();
  await expect(page.getByText('Comment posted!')).toBeVisible();
  await expect(page.getByText('Your comment has been successfully posted.')).toBeVisible();
  await expect(box).toHaveValue('');
  const mine = page.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toContainText('Awaiting moderation');
  await expect(mine).toContainText('Emma');

  const stranger = await browser.newPage();
  await stranger.goto(BEDTIME);
  await expect(stranger.getByRole('heading', { name: 'Discussion' })).toBeVisible();
  await expect(stranger.getByText(text)).toHaveCount(0);
  await stranger.close();
});

test('a failing comment list says so', async ({ page }) => {
  // the page's data comes from the stand-in below, so the browser renders it
  await renderInBrowser(page);
  await page.route(/\/api\/comments\//, (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }));
  await page.goto(BEDTIME);
  const discussion = page.getByRole('region', { name: /Discussion/ });
  await expect(discussion.getByRole('alert')).toContainText('Unable to load comments');
  await expect(discussion.getByRole('alert')).toContainText('Please try again later');
  await expect(page.locator('#nestly-toast')).toContainText('Unable to load comments');
});

test('a missing post shows Blog Post Not Available and returns to /blog', async ({ page }) => {
  await page.clock.install();
  await page.goto('/blog/post/no-such-article');
  await expect(page.getByRole('heading', { name: 'Blog Post Not Available' })).toBeVisible();
  await expect(page).toHaveTitle('Blog Post Not Found – Nestly');
  await expect(page.getByText(/You will be redirected to Blog in \d seconds\.\.\./)).toBeVisible();
  await page.clock.fastForward(5000);
  await expect(page).toHaveURL(/\/blog$/);
});

test('shared links get the title, description and Open Graph tags in the served HTML', async ({ request }) => {
  const html = await (await request.get(BEDTIME)).text();
  expect(html).toContain('<title>A Gentle Bedtime Routine That Actually Works – Nestly</title>');
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(html).toContain('<meta property="og:title" content="A Gentle Bedtime Routine That Actually Works" />');
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/[^"]+" \/>/);
  expect(html).toMatch(/<meta property="og:url" content="http:\/\/127\.0\.0\.1:\d+\/blog\/post\/a-gentle-bedtime/);

  const review = await (await request.get('/reviews/kinderway-glide-review-the-travel-stroller-that-won-our-holiday')).text();
  expect(review).toContain('<meta property="og:title" content="Kinderway Glide Review: The Travel Stroller That Won Our Holiday" />');
  const deals = await (await request.get('/api/deals?pageSize=1')).json();
  const deal = await (await request.get(`/deals/${deals[0].id}`)).text();
  expect(deal).toContain(`<meta property="og:title" content="${deals[0].title}" />`);
});
