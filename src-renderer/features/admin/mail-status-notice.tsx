import { useMailStatus } from '../../api/mail-status';
import { PanelNote } from './admin-kit';

/** The overview says when mail is not set up (no SMTP_URL), and when mail has failed for good. */
export function MailStatusNotice() {
  const { data: status } = useMailStatus();
  if (!status) return null;
  return (
    <>
      {!status.isConfigured && (
        <PanelNote role="note">
          Mail is not set up: members get no e-mail (password resets included). Each mail is written as a file into <code>{status.outboxFolder}</code> instead.
          Set <code>SMTP_URL</code> and <code>MAIL_FROM</code> to send it.
        </PanelNote>
      )}
      {status.failed > 0 && (
        <PanelNote role="note">
          {status.failed === 1 ? '1 mail' : `${status.failed} mails`} could not be sent after every retry. Check the mail server and the log.
        </PanelNote>
      )}
    </>
  );
}
