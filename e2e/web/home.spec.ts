import { expect, test } from '../support/test';
import { renderInBrowser } from '../support/render-in-browser';

test('home shows the hero, 3 deals and 3 blog posts from the demo data', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Nestly – Parenting Blog & Baby Deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Parenting Journey Starts Here' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read Our Blog' })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('link', { name: 'Find Best Deals' })).toHaveAttribute('href', '/deals');

  const deals = page.locator('section[aria-labelledby="home-deals"] article');
  await expect(deals).toHaveCount(3);
  await expect(deals.first().getByRole('link')).toHaveAttribute('target', '_blank');
  await expect(deals.first()).toContainText(/\$\d+\.\d{2}/);
  await expect(page.getByRole('link', { name: 'View All Deals' })).toHaveAttribute('href', '/deals');

  await expect(page.getByRole('heading', { name: 'Latest From Our Blog' })).toBeVisible();
  const posts = page.locator('section[aria-labelledby="home-blog"] article');
  await expect(posts).toHaveCount(3);
  await expect(posts.first()).toContainText('Parenting');
  await expect(posts.first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/blog\/post\/[a-z0-9-]+$/);
  await expect(page.getByRole('link', { name: 'View All', exact: true })).toHaveAttribute('href', '/blog');
});

test('home shows 3 skeletons per section while loading', async ({ page }) => {
  // the page's data comes from the stand-in below, so the browser renders it
  await renderInBrowser(page);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/(deals|blogs)(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="home-deals"] [data-testid="skeleton"]')).toHaveCount(3);
  await expect(page.locator('section[aria-labelledby="home-blog"] [data-testid="skeleton"]')).toHaveCount(3);
  release();
  await expect(page.locator('[data-testid="skeleton"]')).toHaveCount(0);
});

test('home hides deals and shows the blog empty state when there is nothing', async ({ page }) => {
  // the page's data comes from the stand-in below, so the browser renders it
  await renderInBrowser(page);
  await page.route(/\/api\/(deals|blogs)(\?|$)/, (route) => route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } }));
  await page.goto('/');
  await expect(page.getByText('No blog posts available yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check Blog Section' })).toHaveAttribute('href', '/blog');
  await expect(page.locator('section[aria-labelledby="home-deals"]')).toHaveCount(0);
});

test('a blog card share menu toggles open and closed', async ({ page }) => {
  await page.goto('/');
  const post = page.locator('section[aria-labelledby="home-blog"] article').first();
  const toggle = post.getByRole('button', { name: /^Share / });
  await toggle.click();
  const menu = page.getByRole('menu', { name: /^Share / });
  const email = menu.getByRole('menuitem', { name: 'Email' });
  await expect(email).toHaveAttribute('href', /^mailto:\?subject=.*Check%20out%20this%20link%3A%20http/);
  await expect(menu.getByRole('menuitem', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(menu.getByRole('menuitem', { name: 'Reddit' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Twitter' })).toBeVisible();
  await toggle.click();
  await expect(menu).toHaveCount(0);
  // the closed menu hands focus back to its button on a zero-delay timer set once React has run its
  // effects; a menu opened before that timer ran would see the focus leave it and close: two frames
  // (the effects have run) and one more such timer (run after that one) let it finish
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  await expect(toggle).toBeFocused();

  // by keyboard: Enter opens it on its first item, Escape closes it and gives focus back to the button
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Facebook' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Twitter' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
});
