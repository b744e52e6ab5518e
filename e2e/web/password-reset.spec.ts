import type { Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, registerMember, signIn } from '../support/accounts';
import { apiSend } from '../support/api';
import { expect, test } from '../support/test';

const SENT = 'If an account exists for that email, we have sent a link to reset its password. It works for 60 minutes.';

/** A link of the newest mail to this address among the .eml files the site wrote (no SMTP_URL is set). */
function mailedLink(outbox: string, email: string, path: RegExp): string | undefined {
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
  return path.exec(mails.at(-1) ?? '')?.[1];
}
const resetLinkFor = (outbox: string, email: string) => mailedLink(outbox, email, /(\/auth\/reset\?token=[\w-]+)/);

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

test("the mail's unsubscribe link turns its e-mails off in one click; Settings shows and changes the choices", async ({ browser, site }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await registerMember(page, 'Quiet Parent');
  await page.goto('/profile?tab=settings');
  const replies = page.getByLabel('Replies to my comments');
  await expect(replies).toHaveValue('immediately');
  await replies.selectOption('daily');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Replies to my comments')).toHaveValue('daily');

  // a password reset mail is about no one topic: its link stops every notification e-mail
  await apiSend(page, 'POST', '/api/auth/forgot', { email: member.email }, 202);
  const outbox = join(site.dataDir, 'outbox');
  await expect.poll(() => mailedLink(outbox, member.email, /(\/unsubscribe\?token=[\w.%-]+)/)).toBeTruthy();
  await page.goto(mailedLink(outbox, member.email, /(\/unsubscribe\?token=[\w.%-]+)/)!);
  await expect(page.getByRole('status')).toHaveText('You will no longer get all Nestly notification e-mails. You can turn them back on in Settings.');
  await page.getByRole('link', { name: 'Choose Your E-mails' }).click();
  await expect(page.getByLabel('New messages')).toHaveValue('off');
  await expect(page.getByLabel('Replies to my comments')).toHaveValue('off');
  await context.close();
});

test('the admin overview says that mail is not set up where SMTP_URL is unset', async ({ page, site }) => {
  await signIn(page, ADMIN, '/admin');
  await expect(page.getByRole('note').filter({ hasText: 'Mail is not set up' })).toContainText(join(site.dataDir, 'outbox'));
});
