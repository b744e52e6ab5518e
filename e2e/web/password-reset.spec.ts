import type { Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerMember } from '../support/accounts';
import { expect, test } from '../support/test';

const SENT = 'If an account exists for that email, we have sent a link to reset its password. It works for 60 minutes.';

/** The reset link of the newest mail to this address among the .eml files the site wrote (no SMTP_URL is set). */
function resetLinkFor(outbox: string, email: string): string | undefined {
  if (!existsSync(outbox)) return undefined;
  const mails = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) =>
      readFileSync(join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((mail) => mail.includes(`To: ${email}`));
  return /(\/auth\/reset\?token=[\w-]+)/.exec(mails.at(-1) ?? '')?.[1];
}

async function askForLink(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(SENT);
}

test('a member who forgot their password gets a mailed link, chooses a new one and signs in with it', async ({ browser, site }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await registerMember(page, 'Forgetful Parent');
  await page.request.post('/api/logout');
  await page.context().clearCookies();

  // an unknown address reads exactly the same
  await askForLink(page, 'nobody-here@example.com');
  await askForLink(page, member.email);
  const outbox = join(site.dataDir, 'outbox');
  await expect.poll(() => resetLinkFor(outbox, member.email)).toBeTruthy();
  const link = resetLinkFor(outbox, member.email)!;

  await page.goto(link);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');
  await page.getByLabel('New password').fill('a-fresh-start-42');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with your new password.');

  // the link works once
  await page.goto(link);
  await page.getByLabel('New password').fill('another-one-4242');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link has expired or has already been used. Ask for a new one.');

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill('a-fresh-start-42');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await context.close();
});
