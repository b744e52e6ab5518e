import { NOTIFICATION_KINDS, NOTIFICATION_TOPICS, type NotificationKind } from '../../src-shared/notifications';
import { unsubscribeToken, type UnsubscribeTopic } from './unsubscribe-tokens';

/** What a mail needs of the site: its public address for links and the secret that signs unsubscribe links. */
export interface MailSite {
  origin: () => string | undefined;
  secret: string;
}

export interface MailBody {
  text: string;
  html: string;
  unsubscribeUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a person opens from the mail, and the address mail programs post to for one-click unsubscribe (RFC 8058). */
export function unsubscribeLinks(site: MailSite, userId: number, topic: UnsubscribeTopic): { page: string; oneClick: string } {
  const token = encodeURIComponent(unsubscribeToken(site.secret, userId, topic));
  const origin = site.origin() ?? '';
  return { page: `${origin}/unsubscribe?token=${token}`, oneClick: `${origin}/api/mail/unsubscribe?token=${token}` };
}

export function topicLabel(topic: UnsubscribeTopic): string {
  if (topic === 'all') return 'all Nestly notification e-mails';
  return `“${NOTIFICATION_TOPICS.find((t) => t.topic === topic)?.label ?? topic}” e-mails`;
}

export const topicOfKind = (kind: string): UnsubscribeTopic => (kind in NOTIFICATION_KINDS ? NOTIFICATION_KINDS[kind as NotificationKind] : 'all');

/**
 * A plain mail: a greeting, the lines, links to open, and at the foot the one-click unsubscribe
 * link for the mail's topic. Text and HTML say the same.
 */
export function mailBody(
  site: MailSite,
  recipient: { id: number; name: string },
  topic: UnsubscribeTopic,
  paragraphs: { text: string; url?: string }[],
): MailBody {
  const origin = site.origin() ?? '';
  const links = unsubscribeLinks(site, recipient.id, topic);
  const settings = `${origin}/profile?tab=settings`;
  const text = [
    `Hi ${recipient.name},`,
    ...paragraphs.map((p) => (p.url ? `${p.text}\n${origin}${p.url}` : p.text)),
    `—\nChoose which e-mails you get: ${settings}\nUnsubscribe from ${topicLabel(topic)}: ${links.page}`,
  ].join('\n\n');
  const html = [
    `<p>Hi ${escapeHtml(recipient.name)},</p>`,
    ...paragraphs.map((p) => (p.url ? `<p><a href="${escapeHtml(origin + p.url)}">${escapeHtml(p.text)}</a></p>` : `<p>${escapeHtml(p.text)}</p>`)),
    `<hr><p style="font-size:12px;color:#666"><a href="${escapeHtml(settings)}">Choose which e-mails you get</a> · ` +
      `<a href="${escapeHtml(links.page)}">Unsubscribe from ${escapeHtml(topicLabel(topic))}</a></p>`,
  ].join('\n');
  return { text, html, unsubscribeUrl: links.oneClick };
}
