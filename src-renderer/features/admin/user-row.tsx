import { useState } from 'react';
import styled from 'styled-components';
import { ROLES } from '../../../src-shared/schemas/admin';
import { Link } from 'wouter';
import { formatDate } from '../../../src-shared/format/dates';
import { publicName } from '../../../src-shared/format/names';
import type { AdminUser, Role } from '../../../src-shared/types';
import { useChangeRole, useReactivateUser } from '../../api/admin';
import { Avatar } from '../../components/avatar';
import { showToast } from '../../components/toast';
import { Badge, Button, Select } from '../../components/ui';
import { RowActions } from './admin-kit';

const ROLE_LABELS: Record<Role, string> = { user: 'Member', admin: 'Admin' };

/** One member: who, their role (changed with Save role), whether the account is active, and Reactivate. */
export function UserRow({ user: account }: { user: AdminUser }) {
  // the name every other screen shows for this member (not the start of their email, which the Email column holds)
  const user = { ...account, name: publicName(account) };
  const [role, setRole] = useState<Role>(user.role);
  const changeRole = useChangeRole();
  const reactivate = useReactivateUser();
  const selectId = `role-${user.id}`;

  const saveRole = async () => {
    try {
      await changeRole.mutateAsync({ userId: user.id, role });
      showToast('Role updated', `${user.name} is now ${role === 'admin' ? 'an admin' : 'a member'}.`, 'success');
    } catch {
      // 'Failed to update role' with the server's reason comes from the mutation's meta
      setRole(user.role);
    }
  };
  const reactivateAccount = async () => {
    try {
      await reactivate.mutateAsync(user.id);
      showToast('Account reactivated', `${user.name} can sign in again.`, 'success');
    } catch {
      // the toast comes from the mutation's meta
    }
  };

  return (
    <tr>
      <th scope="row">
        <Who>
          <Avatar name={user.name} src={user.profileImageUrl} size={32} />
          <Link href={`/members/${user.id}`}>{user.name}</Link>
        </Who>
      </th>
      <td data-label="Email">{user.email}</td>
      <td>
        <label className="visually-hidden" htmlFor={selectId}>{`Role for ${user.name}`}</label>
        <RowActions>
          <Select id={selectId} value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </Select>
          <Button
            type="button"
            $variant="secondary"
            disabled={role === user.role || changeRole.isPending}
            aria-label={`Save role of ${user.name}`}
            onClick={() => void saveRole()}
          >
            {changeRole.isPending ? 'Saving...' : 'Save role'}
          </Button>
        </RowActions>
      </td>
      <td data-label="Status">{user.deactivatedAt ? <Badge $tone="danger">Deactivated</Badge> : <Badge $tone="success">Active</Badge>}</td>
      <td data-label="Listings">{user.listingsCount}</td>
      <td data-label="Joined">{formatDate(user.createdAt)}</td>
      <td>
        {user.deactivatedAt && (
          <Button
            type="button"
            $variant="secondary"
            disabled={reactivate.isPending}
            aria-label={`Reactivate ${user.name}`}
            onClick={() => void reactivateAccount()}
          >
            {reactivate.isPending ? 'Reactivating...' : 'Reactivate'}
          </Button>
        )}
      </td>
    </tr>
  );
}

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
`;
