import { _electron as electron, type ElectronApplication, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// The real desktop console, through Playwright's Electron driver. It needs Electron's binary, which
// cannot be downloaded everywhere (ELECTRON_SKIP_BINARY_DOWNLOAD); there every test here is skipped
// and the reason is printed, not only recorded.
function electronBinary(): { path?: string; reason?: string } {
  // Read where the electron package keeps its binary instead of requiring it: requiring it
  // without a binary starts a download, which this check must never do.
  const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  const name = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined;
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  const executable = override ? join(override, name ?? 'electron') : name && join(packageDir, 'dist', name);
  if (executable && existsSync(executable)) return { path: executable };
  return { reason: 'no Electron binary installed here (node_modules/electron has no dist/, its download being skipped: ELECTRON_SKIP_BINARY_DOWNLOAD)' };
}
const binary = electronBinary();
if (binary.reason) console.log(`Desktop console tests skipped: ${binary.reason}`);

interface RunningConsole {
  app: ElectronApplication;
  page: Page;
  close: () => Promise<void>;
}

/** A console on a user-data folder of its own, so each test is a first run. */
async function launchConsole(): Promise<RunningConsole> {
  const userData = mkdtempSync(join(tmpdir(), 'nestly-console-'));
  const app = await electron.launch({
    executablePath: binary.path,
    // the folder's package.json names the built main; a root user needs Chromium's sandbox off
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '.'],
    env: { ...process.env, NESTLY_USER_DATA_DIR: userData },
  });
  const page = await app.firstWindow();
  return {
    app,
    page,
    close: async () => {
      await app.close();
      rmSync(userData, { recursive: true, force: true });
    },
  };
}

const DEMO_MEMBER = { email: 'emma@nestly.test', password: 'parent12345' };
const OWNER = { email: 'owner@example.com', password: 'owner-password-1' };

/** First-run setup: the owner's admin account, optionally with the demo data; lands in the console. */
async function createOwner(page: Page, { loadDemoData = false } = {}): Promise<void> {
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Confirm password').fill(OWNER.password);
  if (loadDemoData) await page.getByLabel(/^Load the demo data/).check();
  await page.getByRole('button', { name: 'Create Admin Account' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The labels of the native menu's items, one level down. */
function menuLabels(app: ElectronApplication): Promise<string[]> {
  return app.evaluate(({ Menu }) => (Menu.getApplicationMenu()?.items ?? []).flatMap((item) => item.submenu?.items ?? []).map((item) => item.label));
}

test.describe('desktop console', () => {
  test.skip(!binary.path, binary.reason);

  test('first run: the owner creates the admin account and lands in the console, on a server only the window can use', async () => {
    const nestly = await launchConsole();
    try {
      const { page } = nestly;
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/desktop\/setup$/);
      expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
      expect(await page.evaluate(() => (window as unknown as { nestly: { isDesktop: boolean; mode: string } }).nestly)).toMatchObject({
        isDesktop: true,
        mode: 'embedded',
      });

      await createOwner(page);
      expect(await page.evaluate(async () => (await fetch('/api/auth/user')).json())).toMatchObject({ role: 'admin' });

      // the same server refuses anyone else: this test process has no launch secret
      const origin = new URL(page.url()).origin;
      expect((await fetch(`${origin}/api/health`)).status).toBe(403);
    } finally {
      await nestly.close();
    }
  });

  test('an outside link opens in the system browser and does not replace the app', async () => {
    const nestly = await launchConsole();
    try {
      const { app, page } = nestly;
      await expect(page).toHaveURL(/\/desktop\/setup$/);
      await app.evaluate(({ shell }) => {
        const opened: string[] = [];
        Object.assign(globalThis, { openedExternally: opened });
        shell.openExternal = async (url: string) => {
          opened.push(url);
        };
      });
      const before = page.url();
      await page.evaluate(() => {
        window.open('https://example.com/deal', '_blank');
        const link = Object.assign(document.createElement('a'), { href: 'https://example.com/elsewhere' });
        document.body.append(link);
        link.click();
      });
      await expect
        .poll(() => app.evaluate(() => (globalThis as unknown as { openedExternally: string[] }).openedExternally))
        .toEqual(['https://example.com/deal', 'https://example.com/elsewhere']);
      expect(page.url()).toBe(before);
      expect(app.windows()).toHaveLength(1);

      // a refused scheme opens nothing at all
      await page.evaluate(() => {
        window.open('file:///etc/passwd', '_blank');
      });
      expect(
        await page.evaluate(() =>
          (window as unknown as { nestly: { openExternal: (url: string) => Promise<boolean> } }).nestly.openExternal('smb://host/share'),
        ),
      ).toBe(false);
      expect(await app.evaluate(() => (globalThis as unknown as { openedExternally: string[] }).openedExternally)).toHaveLength(2);
    } finally {
      await nestly.close();
    }
  });

  test('approve a pending comment: the queue, its count in the side navigation and the menu, and the a key', async () => {
    const nestly = await launchConsole();
    try {
      const { app, page } = nestly;
      await expect(page).toHaveURL(/\/desktop\/setup$/);
      await createOwner(page, { loadDemoData: true });

      // a demo member comments, through this window (only it holds the embedded server's launch secret)
      const text = `Does this routine work for twins as well? (${Date.now()})`;
      const postId = await page.evaluate(
        async ({ member, owner, content }) => {
          const send = (path: string, body?: unknown) =>
            fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
          await send('/api/logout');
          await send('/api/login', member);
          const [post] = (await (await fetch('/api/blogs?pageSize=1')).json()) as { id: number }[];
          const created = await send('/api/comments', { content, content_type: 'blog', content_id: post!.id });
          if (created.status !== 201) throw new Error(`the comment was refused: ${created.status} ${await created.text()}`);
          await send('/api/logout');
          await send('/api/login', owner);
          return post!.id;
        },
        { member: DEMO_MEMBER, owner: OWNER, content: text },
      );
      await page.reload();

      const moderation = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: /^Moderation/ });
      await expect(moderation).toHaveAccessibleName(/^Moderation \d+ pending$/);
      const before = Number(/\d+/.exec(await page.getByTestId('console-count-pending').innerText())![0]);
      await expect.poll(() => menuLabels(app)).toContain(`Moderation Queue (${before})`);

      await moderation.click();
      await expect(page).toHaveURL(/\/admin\?tab=moderation$/);
      // the queue's row that holds the comment: the focusable element around its text
      const row = page.getByText(text).locator('xpath=ancestor-or-self::*[@tabindex][1]');
      await row.focus();
      await page.keyboard.press('a');

      const approvedComments = () =>
        page.evaluate(
          async (id) =>
            ((await (await fetch(`/api/comments/blog/${id}`)).json()) as { content: string; status: string }[])
              .filter((comment) => comment.status === 'approved')
              .map((comment) => comment.content),
          postId,
        );
      await expect.poll(approvedComments).toContain(text);
      const after = before - 1;
      await expect(moderation).toHaveAccessibleName(after ? `Moderation ${after} pending` : 'Moderation');
      await expect.poll(() => menuLabels(app)).toContain(after ? `Moderation Queue (${after})` : 'Moderation Queue');
    } finally {
      await nestly.close();
    }
  });
});
