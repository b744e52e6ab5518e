import type { Page, ViewportSize } from '@playwright/test';
import { ADMIN, OLIVIA } from '../support/accounts';
import { apiSend } from '../support/api';
import { loadAxe, seriousA11yViolations, sidewaysOverflow } from '../support/axe';
import { everyFrameUntil, waitUntilDrawn } from '../support/drawn';
import { SCREENS, type Screen, type Viewer } from '../support/screens';
import { expect, test } from '../support/test';
import { EMBEDDED, installStandInBridge } from '../desktop/stand-in-bridge';

// Every screen (e2e/support/screens.ts) in both themes at phone and desktop width: no serious axe
// violation and no sideways scrolling. A screen loads once and the theme then changes in place, as
// when the system's changes; so does the width, unless an action opened something on the screen,
// which is then opened again at the new width. Olivia is the member: other specs count Emma's unread messages.
const ACCOUNTS = { member: OLIVIA, admin: ADMIN } as const;
const PHONE: ViewportSize = { width: 360, height: 780 };
const DESKTOP: ViewportSize = { width: 1280, height: 900 };
type ColorScheme = 'light' | 'dark';
/** In this order each step changes one thing: the theme, then the width, then the theme. */
const LOOKS: { viewport: ViewportSize; colorScheme: ColorScheme }[] = [
  { viewport: PHONE, colorScheme: 'light' },
  { viewport: PHONE, colorScheme: 'dark' },
  { viewport: DESKTOP, colorScheme: 'dark' },
  { viewport: DESKTOP, colorScheme: 'light' },
];

/** The sweep's parts, which run side by side: who looks, and which of their screens. */
const PARTS: { title: string; viewer: Viewer; screens: Screen[] }[] = [
  { title: 'as a visitor', viewer: 'visitor', screens: SCREENS.filter((screen) => screen.viewer === 'visitor') },
  { title: 'as a member', viewer: 'member', screens: SCREENS.filter((screen) => screen.viewer === 'member') },
  { title: 'as an admin', viewer: 'admin', screens: SCREENS.filter((screen) => screen.viewer === 'admin' && !screen.isConsole) },
  { title: 'in the desktop console', viewer: 'admin', screens: SCREENS.filter((screen) => screen.isConsole) },
];

/** After the theme or the width changed in place: the page wears the theme and its colour transitions have ended. */
async function waitUntilSettled(page: Page, colorScheme: ColorScheme): Promise<void> {
  await everyFrameUntil(page, `the page took the ${colorScheme} theme`, (scheme) => document.documentElement.classList.contains(scheme), colorScheme);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
  await everyFrameUntil(page, 'the colour transitions ended', () => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
}

/**
 * The page a screen is checked on. Screens that move on by themselves get a page of the same
 * browser context on which timers of 5 s or more never fire (Playwright's paused clock would also
 * stop the timers axe itself runs on); desktop console screens one with a stand-in window.nestly.
 */
async function pageFor(page: Page, screen: Screen): Promise<Page> {
  if (!screen.holdsTime && !screen.isConsole) return page;
  const own = await page.context().newPage();
  await loadAxe(own);
  if (screen.isConsole) await installStandInBridge(own, { connection: EMBEDDED });
  else {
    await own.addInitScript(() => {
      const setTimeoutAsUsual = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        (delay ?? 0) >= 5000 ? 0 : setTimeoutAsUsual(handler, delay, ...rest)) as typeof window.setTimeout;
    });
  }
  return own;
}

async function open(page: Page, screen: Screen, path: string): Promise<void> {
  await page.goto(path);
  await waitUntilDrawn(page);
  if (screen.act) await screen.act(page);
}

async function check(page: Page, screen: Screen): Promise<void> {
  const target = await pageFor(page, screen);
  const path = typeof screen.path === 'string' ? screen.path : await screen.path(target);
  let shown: (typeof LOOKS)[number] | undefined;
  for (const look of LOOKS) {
    await target.setViewportSize(look.viewport);
    await target.emulateMedia({ colorScheme: look.colorScheme });
    // what an action opened may not survive a change of width: the screen is opened anew
    if (!shown || (screen.act && shown.viewport !== look.viewport)) await open(target, screen, path);
    else await waitUntilSettled(target, look.colorScheme);
    shown = look;
    const where = `${screen.name} (${path}), ${look.colorScheme}, ${look.viewport.width}px`;
    expect.soft(await sidewaysOverflow(target), `${where} scrolls sideways`).toEqual([]);
    expect.soft(await seriousA11yViolations(target), `${where} has serious accessibility violations`).toEqual([]);
  }
  if (target !== page) await target.close();
}

test.describe.configure({ mode: 'parallel' });

for (const part of PARTS) {
  test(`every screen is accessible and never scrolls sideways, light and dark, 360 and 1280 px: ${part.title}`, async ({ page }) => {
    test.setTimeout(300_000);
    await loadAxe(page);
    // the sign-in screen has its own tests: here the session cookie is all that matters
    if (part.viewer !== 'visitor') await apiSend(page, 'POST', '/api/login', ACCOUNTS[part.viewer]);
    for (const screen of part.screens) await test.step(screen.name, () => check(page, screen));
  });
}
