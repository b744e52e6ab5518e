import type { Browser } from '@playwright/test';
import { ADMIN, registerMember, signIn } from '../support/accounts';
import { apiSend } from '../support/api';
import { expect, test } from '../support/test';

const POST = '/blog/post/a-gentle-bedtime-routine-that-actually-works';

async function memberPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await registerMember(page, name);
  return { page, user, context };
}

test('a member replies to a comment; once approved it shows under it and its author hears of it', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN, POST);
  const author = await memberPage(browser, 'Thread Starter');
  const replier = await memberPage(browser, 'Helpful Parent');
  const { id: postId } = (await (await author.page.request.get('/api/blogs/a-gentle-bedtime-routine-that-actually-works')).json()) as { id: number };
  const question = `Does this work for twins? ${Date.now()}`;
  const comment = await apiSend<{ id: number }>(author.page, 'POST', '/api/comments', { content: question, content_type: 'blog', content_id: postId }, 201);
  await apiSend(admin, 'PATCH', `/api/admin/comments/${comment.id}/status`, { status: 'approved' });

  await replier.page.goto(POST);
  const parent = replier.page.locator(`#comment-${comment.id}`);
  await parent.getByRole('button', { name: 'Reply to Thread Starter' }).click();
  const box = replier.page.getByRole('textbox', { name: 'Reply to Thread Starter' });
  await expect(box).toBeFocused();
  const answer = `Yes, we stagger them by ten minutes ${Date.now()}`;
  await box.fill(answer);
  await replier.page.getByRole('button', { name: 'Post Reply' }).click();
  await expect(replier.page.getByText('Comment posted!')).toBeVisible();
  const reply = replier.page.getByRole('listitem').filter({ hasText: answer });
  await expect(reply).toContainText('Awaiting moderation');
  // replies go one level deep: a reply has no Reply button
  await expect(reply.getByRole('button', { name: /^Reply to/ })).toHaveCount(0);

  const [pending] = (await (await admin.request.get('/api/admin/comments?status=pending')).json()) as { id: number; content: string }[];
  expect(pending!.content).toBe(answer);
  await apiSend(admin, 'PATCH', `/api/admin/comments/${pending!.id}/status`, { status: 'approved' });

  await author.page.goto('/notifications');
  const notice = author.page.getByRole('link', { name: 'Unread: Helpful Parent replied to your comment on “A Gentle Bedtime Routine That Actually Works”' });
  await notice.click();
  await expect(author.page).toHaveURL(new RegExp(`${POST}#comment-${pending!.id}$`));
  await expect(author.page.locator(`#comment-${pending!.id}`)).toContainText(answer);
  for (const context of [author.context, replier.context]) await context.close();
});
