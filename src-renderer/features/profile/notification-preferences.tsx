import styled from 'styled-components';
import { NOTIFICATION_TOPICS } from '../../../src-shared/notifications';
import { MAIL_MODE_LABELS, MAIL_MODES, type MailMode } from '../../../src-shared/schemas/notification-preferences';
import { useNotificationPreferences, useSetNotificationPreferences } from '../../api/notifications';
import { Muted, Select } from '../../components/ui';

/** Settings: for each topic, whether its e-mail comes at once, in a daily digest, or not at all. Each choice is saved as it is made. */
export function NotificationPreferences() {
  const preferences = useNotificationPreferences(true);
  const save = useSetNotificationPreferences();
  const status = save.isPending ? 'Saving…' : save.isSuccess ? 'Saved' : '';

  return (
    <>
      <Muted>Choose how e-mail tells you what happens: at once, in one daily digest, or not at all. The bell in the header shows everything either way.</Muted>
      <Rows>
        {NOTIFICATION_TOPICS.map(({ topic, label }) => (
          <Row key={topic}>
            <label htmlFor={`mail-${topic}`}>{label}</label>
            <Select
              id={`mail-${topic}`}
              value={preferences.data?.[topic] ?? 'immediately'}
              disabled={!preferences.data}
              onChange={(event) => save.mutate({ [topic]: event.target.value as MailMode })}
            >
              {MAIL_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {MAIL_MODE_LABELS[mode]}
                </option>
              ))}
            </Select>
          </Row>
        ))}
      </Rows>
      <Status role="status">{status}</Status>
    </>
  );
}

const Rows = styled.div`
  display: grid;
  gap: 10px;
  width: 100%;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(140px, 180px);
  align-items: center;
  gap: 8px 16px;
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

const Status = styled.p`
  min-height: 1.4em;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
