import * as Tabs from '@radix-ui/react-tabs';
import { useLocation, useSearch } from 'wouter';
import styled from 'styled-components';
import type { User } from '../../../src-shared/types';
import { useFavorites } from '../../api/favorites';
import { useUnreadCount } from '../../api/messages';
import { useMyProducts } from '../../api/products';
import { LoadingPage } from '../../components/skeleton';
import { Muted, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRequireSignIn } from '../../components/use-require-sign-in';
import { ProfileInfoCard } from './profile-info-card';
import { ProfileForm } from './profile-form';
import { FavoritesPreview, ListingsPreview, MessagesPreview } from './profile-previews';
import { ProfileStats } from './profile-stats';
import { PREVIEW_SIZE } from './preview-list';
import { SettingsPanel } from './settings-panel';
import { SavedSearchesSection } from './saved-searches-section';
import { tabFromSearch, tabHref, type ProfileTab } from './profile-tabs';
import { TwoColumns } from '../../components/two-columns';

/** A tab's count, read out with what it counts ('3 unread'); nothing while it loads, nor for no unread messages. */
function Count({ value, label, hideZero = false }: { value: number | undefined; label: string; hideZero?: boolean }) {
  if (value === undefined || (hideZero && value === 0)) return null;
  return (
    <TabCount>
      {value}
      <span className="visually-hidden">{` ${label}`}</span>
    </TabCount>
  );
}

function ProfileTabs({ user }: { user: User }) {
  const [, navigate] = useLocation();
  const tab = tabFromSearch(useSearch());
  // the counts of the tab badges and stat cards: one small page of each list (their totals)
  const listings = useMyProducts({ pageSize: PREVIEW_SIZE }).data?.total;
  const favorites = useFavorites({ pageSize: PREVIEW_SIZE }, true).data?.total;
  const { data: unread } = useUnreadCount(true);

  return (
    <Tabs.Root value={tab} onValueChange={(value) => navigate(tabHref(value as ProfileTab), { replace: true })}>
      <TabList aria-label="Profile sections">
        <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
        <Tabs.Trigger value="listings">
          My Listings <Count value={listings} label="listings" />
        </Tabs.Trigger>
        <Tabs.Trigger value="favorites">
          Favorites <Count value={favorites} label="favorites" />
        </Tabs.Trigger>
        <Tabs.Trigger value="messages">
          Messages <Count value={unread} label="unread" hideZero />
        </Tabs.Trigger>
        <Tabs.Trigger value="settings">Settings</Tabs.Trigger>
      </TabList>
      <Tabs.Content value="profile">
        <Overview>
          <ProfileStats listings={listings} favorites={favorites} unread={unread} memberSince={user.createdAt} />
          <TwoColumns $columns="minmax(0, 1fr) minmax(0, 2fr)" $gap="20px">
            <ProfileInfoCard user={user} />
            <ProfileForm user={user} />
          </TwoColumns>
          <SavedSearchesSection />
        </Overview>
      </Tabs.Content>
      <Tabs.Content value="listings">
        <ListingsPreview />
      </Tabs.Content>
      <Tabs.Content value="favorites">
        <FavoritesPreview />
      </Tabs.Content>
      <Tabs.Content value="messages">
        <MessagesPreview />
      </Tabs.Content>
      <Tabs.Content value="settings">
        <SettingsPanel user={user} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** /profile: the member's own area, in tabs; the open tab is in the address (?tab=settings) so it can be linked. */
export function ProfilePage() {
  useDocumentTitle('My Profile');
  const { user } = useRequireSignIn();
  if (!user) return <LoadingPage height="40px" width="40%" />;
  return (
    <Page>
      <Heading>
        <h1>My Profile</h1>
        <Muted>Your details, listings, favorites, messages and settings.</Muted>
      </Heading>
      <ProfileTabs user={user} />
    </Page>
  );
}

const Heading = styled.div`
  margin-bottom: 20px;
  h1 {
    margin: 0 0 6px;
    font-size: 2rem;
  }
`;

const TabList = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 20px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 8px 14px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    cursor: pointer;
  }
  button[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow};
  }
`;

const TabCount = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.78rem;
  line-height: 20px;
  text-align: center;
`;

const Overview = styled.div`
  display: grid;
  gap: 20px;
`;
