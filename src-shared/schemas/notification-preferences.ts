import { mixed, object, type InferType } from 'yup';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '../notifications';

export const MAIL_MODES = ['immediately', 'daily', 'off'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

export const MAIL_MODE_LABELS: Record<MailMode, string> = { immediately: 'Immediately', daily: 'Daily digest', off: 'Off' };

const modeField = () =>
  mixed<MailMode>()
    .oneOf([...MAIL_MODES], 'Choose immediately, daily or off')
    .optional();

/** PUT /api/notifications/preferences and the Settings form: any of the topics, each a mode. */
export const notificationPreferencesSchema = object(
  Object.fromEntries(NOTIFICATION_TOPICS.map(({ topic }) => [topic, modeField()])) as Record<NotificationTopic, ReturnType<typeof modeField>>,
);

export type NotificationPreferencesInput = InferType<typeof notificationPreferencesSchema>;
export type NotificationPreferences = Record<NotificationTopic, MailMode>;
