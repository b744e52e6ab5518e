import { useState } from 'react';
import styled from 'styled-components';
import { panelBox } from '../../components/panel-box';
import type { User } from '../../../src-shared/types';
import type { AccountClosing } from '../../api/account';
import { Button, Muted } from '../../components/ui';
import { ChangePasswordDialog } from './change-password-dialog';
import { CloseAccountDialog } from './close-account-dialog';
import { NotificationPreferences } from './notification-preferences';

type OpenDialog = 'password' | AccountClosing | null;

/** Settings: change the password, e-mail preferences for each kind of notification, deactivate or delete the account. */
export function SettingsPanel({ user }: { user: User }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  return (
    <Panel>
      <section aria-labelledby="settings-password">
        <h2 id="settings-password">Password</h2>
        <Muted>Changing your password signs you out on every other device.</Muted>
        <Button type="button" $variant="secondary" onClick={() => setDialog('password')}>
          Change Password
        </Button>
      </section>
      <section aria-labelledby="settings-notifications">
        <h2 id="settings-notifications">Notification Preferences</h2>
        <NotificationPreferences />
      </section>
      <Danger aria-labelledby="settings-account">
        <h2 id="settings-account">Account</h2>
        <Muted>Deactivating hides your listings until an admin reactivates your account. Deleting cannot be undone.</Muted>
        <Buttons>
          <Button type="button" $variant="secondary" onClick={() => setDialog('deactivate')}>
            Deactivate Account
          </Button>
          <Button type="button" $variant="danger" onClick={() => setDialog('delete')}>
            Delete Account
          </Button>
        </Buttons>
      </Danger>
      {dialog === 'password' && <ChangePasswordDialog onClose={close} />}
      {(dialog === 'deactivate' || dialog === 'delete') && <CloseAccountDialog userId={user.id} closing={dialog} onClose={close} />}
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: 16px;
  section {
    display: grid;
    justify-items: start;
    gap: 10px;
    ${panelBox}
  }
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Danger = styled.section`
  border-color: ${({ theme }) => theme.colors.danger} !important;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
