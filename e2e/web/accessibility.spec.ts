import { expect, test, type Page } from '@playwright/test';
import { ADMIN, OLIVIA } from '../support/accounts';
import { apiSend } from '../support/api';
import { loadAxe, seriousA11yViolations, sidewaysOverflow } from '../support/axe';
import { SCREENS, type Screen, type Viewer } from '../support/screens';
import { EMBEDDED, installStandInBridge } from '../desktop/stand-in-bridge';

// One sweep per theme and width over every screen (e2e/support/screens.ts): no serious axe
// violation and no sideways scrolling. Olivia is the member: other specs count Emma's unread messages.
const ACCOUNTS = { member: OLIVIA, admin: ADMIN } as const;
const VIEWERS: Viewer[] = ['visitor', 'member', 'admin'];

/** Waits until the screen has drawn its content: a level-1 heading and nothing still loading. */
async function waitUntilDrawn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-testid="skeleton"], [aria-busy="true"]')).toHaveCount(0);
}

/**
 * A page of the same browser context on which timers of 5 s or more never fire, for screens that
 * move on by themselves. (Playwright's paused clock would also stop the timers axe itself runs on.)
 */
async function pageThatHoldsTime(page: Page): Promise<Page> {
  const held = await page.context().newPage();
  await loadAxe(held);
  await held.addInitScript(() => {
    const setTimeoutAsUsual = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      (delay ?? 0) >= 5000 ? 0 : setTimeoutAsUsual(handler, delay, ...rest)) as typeof window.setTimeout;
  });
  return held;
}

/** A page of the same browser context as the desktop console sees it: with a stand-in window.nestly. */
async function consolePage(page: Page): Promise<Page> {
  const inConsole = await page.context().newPage();
  await loadAxe(inConsole);
  await installStandInBridge(inConsole, { connection: EMBEDDED });
  return inConsole;
}

async function check(page: Page, screen: Screen): Promise<void> {
  const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
  const target = screen.holdsTime ? await pageThatHoldsTime(page) : screen.isConsole ? await consolePage(page) : page;
  await target.goto(path);
  await waitUntilDrawn(target);
  if (screen.act) await screen.act(target);
  expect.soft(await sidewaysOverflow(target), `${screen.name} (${path}) scrolls sideways`).toEqual([]);
  expect.soft(await seriousA11yViolations(target), `${screen.name} (${path}) has serious accessibility violations`).toEqual([]);
  if (target !== page) await target.close();
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1280, height: 900 },
  ]) {
    test.describe(() => {
      test.use({ colorScheme, viewport });

      test(`every screen is accessible and never scrolls sideways: ${colorScheme}, ${viewport.width}px`, async ({ page }) => {
        test.setTimeout(300_000);
        await loadAxe(page);
        for (const viewer of VIEWERS) {
          // the sign-in screen has its own tests: here the session cookie is all that matters
          if (viewer !== 'visitor') await apiSend(page, 'POST', '/api/login', ACCOUNTS[viewer]);
          for (const screen of SCREENS.filter((candidate) => candidate.viewer === viewer)) {
            await test.step(screen.name, () => check(page, screen));
          }
        }
        await expect(page.locator('html')).toHaveClass(new RegExp(colorScheme));
      });
    });
  }
}
