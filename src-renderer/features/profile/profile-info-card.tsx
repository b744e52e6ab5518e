import styled from 'styled-components';
import { formatDate } from '../../../src-shared/format/dates';
import type { User } from '../../../src-shared/types';
import { Avatar } from '../../components/avatar';
import { Badge, Muted } from '../../components/ui';

/** Who the member is, as saved: avatar, name, email, location, bio and when they joined. */
export function ProfileInfoCard({ user }: { user: User }) {
  return (
    <Card aria-labelledby="profile-name">
      <Avatar name={user.name} src={user.profileImageUrl} size={88} />
      <h2 id="profile-name">{user.name}</h2>
      {user.role === 'admin' && <Badge>Admin</Badge>}
      <Muted>{user.email}</Muted>
      {user.location && <Muted>{user.location}</Muted>}
      {user.bio ? <Bio>{user.bio}</Bio> : <Muted>No bio yet.</Muted>}
      <Muted>{`Member since ${formatDate(user.createdAt)}`}</Muted>
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: 8px;
  padding: 24px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  h2 {
    margin: 8px 0 0;
    font-size: 1.4rem;
  }
`;

const Bio = styled.p`
  margin: 4px 0;
  white-space: pre-line;
`;
