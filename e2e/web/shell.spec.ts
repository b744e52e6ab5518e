import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** Drags a toast sideways with the mouse, starting near its left edge. */
async function swipe(page: Page, toast: Locator, dx: number): Promise<void> {
  const box = (await toast.boundingBox())!;
  const [x, y] = [box.x + 20, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.mouse.up();
}

test('header search goes to the marketplace only with non-blank text', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search the marketplace' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await search.fill('  high chair ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/marketplace\?q=high%20chair$/);
});

test('unknown paths and /test-not-found show the 404 screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.goto('/test-not-found');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the content-not-available test page counts down and redirects to the marketplace', async ({ page }) => {
  await page.clock.install();
  await page.goto('/test-content-not-available');
  await expect(page.getByRole('heading', { name: 'Content Not Available' })).toBeVisible();
  await expect(page.getByText('The requested content could not be found or is no longer available.')).toBeVisible();
  await expect(page.getByText(/You will be redirected to Marketplace in \d seconds\.\.\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Home' })).toBeVisible();
  await page.clock.fastForward(5000);
  await expect(page).toHaveURL(/\/marketplace$/);
});

test('the theme choice survives a reload and sets the class on <html>', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/light/);
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('system');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('header and footer are hidden under /auth', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('newsletter checks the email and thanks the visitor', async ({ page }) => {
  await page.goto('/');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('no-at-sign');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill('parent@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing to our newsletter')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`a toast closes after a 50 px swipe to the right, not before: ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email address' }).fill('no-at-sign');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.locator('#nestly-toast');
    await expect(toast).toContainText('Please enter a valid email address');
    await expect(toast).not.toHaveClass(/slide-enter/);

    await swipe(page, toast, 40);
    await expect(toast).not.toHaveClass(/slide-exit/);
    await expect(toast).toBeVisible();
    await swipe(page, toast, 60);
    await expect(toast).toHaveCount(0);
  });
}

test('a toast asked for while the last one slides out shows once that one has gone', async ({ page }) => {
  await page.goto('/');
  // a slow slide-out, so the next toast is surely asked for while it runs
  await page.addStyleTag({ content: '.Toastify__toast[data-in="false"] { animation-duration: 3s !important; }' });
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('no-at-sign');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.locator('#nestly-toast');
  await expect(toast).toContainText('Please enter a valid email address');
  await toast.getByRole('button', { name: 'close' }).click();
  await expect(toast).toHaveAttribute('data-in', 'false');

  await email.fill('parent@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast).toContainText('Thank you for subscribing to our newsletter', { timeout: 10_000 });
});

test("a visit's second toast, asked for before the toasts' code has come, replaces the first", async ({ page }) => {
  await page.goto('/');
  // the toasts' code comes only once let through, so both toasts are asked for before there is anywhere to show them
  const toastCode = /\/assets\/toast-container-[\w-]+\.js$/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(toastCode, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('no-at-sign');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await requested;
  await email.fill('parent@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const arrived = page.waitForResponse((response) => toastCode.test(response.url()) && response.ok());
  release();
  await arrived;
  const toast = page.locator('#nestly-toast');
  await expect(toast).toContainText('Thank you for subscribing to our newsletter');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
});

test("a toast asked for as the last one's timer runs out keeps its own time", async ({ page }) => {
  await page.goto('/');
  // slide-outs end at once, so a removal that takes the new toast with it shows within the wait below
  await page.addStyleTag({ content: '.Toastify--animate { animation-duration: 1ms !important; }' });
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('no-at-sign');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.locator('#nestly-toast');
  await expect(toast).toContainText('Please enter a valid email address');
  await expect(toast).not.toHaveClass(/enter/);

  // the same refusal again, and the shown toast's timer runs out just after it was asked for
  await page.evaluate(async () => {
    const bar = document.querySelector('#nestly-toast [role="progressbar"]')!;
    document.querySelector<HTMLButtonElement>('footer button[type="submit"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    bar.dispatchEvent(new AnimationEvent('animationend', { bubbles: true }));
  });
  await page.waitForTimeout(1_500);
  await expect(toast).toContainText('Please enter a valid email address');
  await expect(toast).toHaveAttribute('data-in', 'true');
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a toast stays for its five seconds when the system asks for less motion', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email address' }).fill('no-at-sign');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.locator('#nestly-toast');
    await expect(toast).toContainText('Please enter a valid email address');
    // the motion is gone (the slide is instant), the time to read it is not
    await page.waitForTimeout(1_500);
    await expect(toast).toHaveAttribute('data-in', 'true');
    await expect(toast).toContainText('Please enter a valid email address');
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, lists Favorites and My Profile, and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
    for (const label of ['Home', 'Explore', 'Sell', 'Blog', 'Profile']) {
      await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: label })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Favorites' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await menu.getByRole('link', { name: 'Best Deals' }).click();
    await expect(menu).toHaveCount(0);
  });

  test('Escape closes the mobile menu and gives focus back to its button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('Sign In stays on one line and the theme choice lives in the menu', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    expect((await signIn.boundingBox())!.height).toBeLessThan(50);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Theme' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test('the footer help and legal links lead to real pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  for (const [path, title] of [
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/guidelines', 'Community Guidelines'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await page.goto('/nonsense');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
