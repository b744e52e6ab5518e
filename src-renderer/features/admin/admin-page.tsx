import * as Tabs from '@radix-ui/react-tabs';
import { useLocation, useSearch } from 'wouter';
import { usePendingCount } from '../../api/pending-count';
import { PageHeading } from '../../components/page-heading';
import { Badge, ButtonLink, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { AdminOnly } from './admin-guard';
import { adminHref, adminPlace, type AdminTab } from './admin-place';
import { TabBar, TabButton, TabCount } from './admin-tab-style';
import { CommentsPanel } from './comments-panel';
import { ContentPanel } from './content-panel';
import { ModerationPanel } from './moderation-panel';
import { OverviewPanel } from './overview-panel';
import { UsersPanel } from './users-panel';

function AdminTabs() {
  const [, navigate] = useLocation();
  const place = adminPlace(useSearch());
  const pending = usePendingCount();
  return (
    <Tabs.Root value={place.tab} onValueChange={(value) => navigate(adminHref(value as AdminTab))}>
      <TabBar aria-label="Admin sections">
        <TabButton value="overview">Overview</TabButton>
        <TabButton value="content">Content</TabButton>
        <TabButton value="users">Users</TabButton>
        <TabButton value="comments">Comments</TabButton>
        <TabButton value="moderation">
          Moderation
          {pending ? (
            <TabCount>
              {pending}
              <span className="visually-hidden"> waiting</span>
            </TabCount>
          ) : null}
        </TabButton>
      </TabBar>
      <Tabs.Content value="overview">
        <OverviewPanel />
      </Tabs.Content>
      <Tabs.Content value="content">
        <ContentPanel section={place.section} onSectionChange={(section) => navigate(adminHref('content', section))} />
      </Tabs.Content>
      <Tabs.Content value="users">
        <UsersPanel />
      </Tabs.Content>
      <Tabs.Content value="comments">
        <CommentsPanel />
      </Tabs.Content>
      <Tabs.Content value="moderation">
        <ModerationPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** /admin: the dashboard, its tab chosen by `?tab=` so each can be linked (the desktop console does). */
export function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <AdminOnly>
      <Page>
        <PageHeading
          title={
            <>
              Admin Dashboard <Badge>Admin</Badge>
            </>
          }
          subtitle="Manage your website content, users, and more"
          action={
            <ButtonLink href="/" $variant="secondary">
              Return to Site
            </ButtonLink>
          }
        />
        <AdminTabs />
      </Page>
    </AdminOnly>
  );
}
