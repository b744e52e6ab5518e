import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { User } from '../../src-shared/types';
import { ADMIN, EMMA, LIAM } from '../support/accounts';
import { apiSend } from '../support/api';
import { demoMember, sendMessageApi, startConversationApi, uniqueText } from '../support/members';
import { bridgeCallsTo, EMBEDDED, installStandInBridge, REMOTE } from './stand-in-bridge';

// The console's frame in Chromium against the web build, with a stand-in window.nestly: what the
// same renderer shows inside the desktop shell, and that the website stays as it is without it.
const NAV = ['Overview', 'Moderation', 'Blog Posts', 'Reviews', 'Deals', 'Products', 'Users', 'Messages'];
// only the console's code carries this attribute (src-renderer/features/desktop/console-nav.tsx)
const CONSOLE_MARKER = 'data-nestly-console';

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

async function queueSize(page: Page): Promise<number> {
  const response = await page.request.get('/api/admin/queue?pageSize=1');
  expect(response.ok()).toBe(true);
  return Number(response.headers()['x-total-count']);
}

/** A member's comment on the first blog post: it waits in the moderation queue. */
async function commentAsMember(page: Page, text: string): Promise<void> {
  const member = await page.context().browser()!.newPage();
  try {
    await apiSend(member, 'POST', '/api/login', EMMA);
    const [post] = (await (await member.request.get('/api/blogs?pageSize=1')).json()) as { id: number }[];
    await apiSend(member, 'POST', '/api/comments', { content: text, content_type: 'blog', content_id: post!.id }, 201);
  } finally {
    await member.close();
  }
}

test('without the desktop bridge the website keeps its header and has no console', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(consoleNav(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View site' })).toHaveCount(0);
});

test("the website's first bundle holds none of the console's code", async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const initial = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(initial.length).toBeGreaterThan(0);
  for (const file of initial) {
    expect(await (await page.request.get(file)).text(), file).not.toContain(CONSOLE_MARKER);
  }
  // and the marker is real: the console's own chunk of the same build has it
  const assets = join('dist/web/assets');
  const withMarker = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(CONSOLE_MARKER));
  expect(withMarker).toHaveLength(1);
  expect(initial.map((file) => file.split('/').pop())).not.toContain(withMarker[0]);
});

test.describe('with the desktop bridge', () => {
  test('the side navigation replaces the site header and leads to the console screens', async ({ page }) => {
    await installStandInBridge(page, { connection: EMBEDDED });
    await page.goto('/blog');
    await expect(consoleNav(page).getByRole('link')).toHaveText(NAV);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(consoleNav(page).getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/admin?tab=moderation');
    await expect(consoleNav(page).getByRole('link', { name: 'Blog Posts' })).toHaveAttribute('href', '/admin?tab=content&section=blogs');
    await expect(consoleNav(page).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/admin?tab=content&section=products');
    await expect(consoleNav(page).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    await expect(consoleNav(page).locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('works from the keyboard: one Tab stop; arrow keys, Home and End move through the links, Enter opens one', async ({ page }) => {
    await installStandInBridge(page, { connection: EMBEDDED });
    await page.goto('/blog');
    const link = (name: string) => consoleNav(page).getByRole('link', { name, exact: true });
    await expect(link('Overview')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(link('Overview')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(link('Moderation')).toBeFocused();
    await page.keyboard.press('End');
    await expect(link('Messages')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(link('Overview')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(link('Messages')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(link('Overview')).toBeFocused();
    // each step waits for its focus: a key pressed before the last move lands would start from the old link
    for (const name of NAV.slice(1, NAV.indexOf('Users') + 1)) {
      await page.keyboard.press('ArrowDown');
      await expect(link(name)).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\?tab=users$/);
    await expect(link('Users')).toHaveAttribute('aria-current', 'page');

    // the navigation is one Tab stop, and Tab comes back into it at the open screen's link
    await link('Users').focus();
    await page.keyboard.press('Tab');
    await expect(consoleNav(page).locator(':focus')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(link('Users')).toBeFocused();
  });

  test("shows the moderation queue's size as it changes and hands it to the menu, with a notification", async ({ page }) => {
    await installStandInBridge(page, { connection: EMBEDDED });
    await commentAsMember(page, 'Does this routine work for twins as well?');
    await apiSend(page, 'POST', '/api/login', ADMIN);
    const before = await queueSize(page);
    await page.goto('/blog');
    const moderation = consoleNav(page).getByRole('link', { name: /^Moderation/ });
    await expect(moderation).toHaveAccessibleName(`Moderation ${before} pending`);
    await expect(page.getByTestId('console-count-pending')).toHaveText(`${before} pending`);
    await expect.poll(() => bridgeCallsTo(page, 'setPendingCount')).toContainEqual([before]);

    await commentAsMember(page, 'We tried it last week and it helped a lot.');
    await expect(moderation).toHaveAccessibleName(`Moderation ${before + 1} pending`);
    await expect.poll(() => bridgeCallsTo(page, 'setPendingCount')).toContainEqual([before + 1]);
    await expect
      .poll(() => bridgeCallsTo(page, 'notify'))
      .toEqual([['New item to moderate', `${before + 1} items wait in the moderation queue.`, '/admin?tab=moderation']]);
  });

  test("notifies of another member's message and counts it beside Messages", async ({ page, browser }) => {
    await installStandInBridge(page, { connection: EMBEDDED });
    await commentAsMember(page, 'Which white noise machine do you use?');
    await apiSend(page, 'POST', '/api/login', ADMIN);
    const admin = (await (await page.request.get('/api/auth/user')).json()) as User;
    await page.goto('/blog');
    const messages = consoleNav(page).getByRole('link', { name: /^Messages/ });
    // the queue's count arrives over the console's event stream: once it shows, the stream is up
    await expect(page.getByTestId('console-count-pending')).toBeVisible();

    const liam = await demoMember(browser, LIAM);
    try {
      const conversation = await startConversationApi(liam, admin.id);
      const text = uniqueText('Could you look at my listing before it goes live?');
      await sendMessageApi(liam, conversation.id, text);
      await expect.poll(() => bridgeCallsTo(page, 'notify')).toContainEqual(['New message', text, `/messages/conversation/${conversation.id}`]);
      await expect(messages).toHaveAccessibleName(/^Messages \d+ unread$/);
    } finally {
      await liam.context.close();
    }
  });

  test("View site opens a community server's site in the system browser through the bridge", async ({ page, baseURL }) => {
    await installStandInBridge(page, { connection: REMOTE });
    await page.goto('/blog');
    await page.getByRole('link', { name: 'View site (opens in your browser)' }).click();
    await expect.poll(() => bridgeCallsTo(page, 'openExternal')).toEqual([[`${baseURL}/`]]);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("View site shows the embedded server's site in the console window, which alone can reach it", async ({ page }) => {
    await installStandInBridge(page, { connection: EMBEDDED });
    await page.goto('/blog');
    await page.getByRole('link', { name: 'View site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(consoleNav(page)).toBeVisible();
    expect(await bridgeCallsTo(page, 'openExternal')).toEqual([]);
  });
});
