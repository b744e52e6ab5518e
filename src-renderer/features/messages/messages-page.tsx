import { useState } from 'react';
import styled from 'styled-components';
import { useConversations } from '../../api/conversations';
import { EmptyState } from '../../components/empty-state';
import { useRequireSignIn } from '../../components/use-require-sign-in';
import { useDocumentTitle } from '../../components/use-document-title';
import { Button, ButtonLink, Input, Muted, Page } from '../../components/ui';
import { ConversationList, ConversationListSkeleton } from './conversation-list';
import { filterConversations } from './conversation-search';

/** /messages: the member's conversations, newest first, searchable by the other member's name or username. */
export function MessagesPage() {
  useDocumentTitle('Messages');
  const { user } = useRequireSignIn();
  const conversations = useConversations(Boolean(user));
  const [search, setSearch] = useState('');
  const all = conversations.data?.items ?? [];
  const shown = filterConversations(all, search);

  const renderBody = () => {
    if (!user || conversations.isLoading) return <ConversationListSkeleton />;
    if (conversations.isError) {
      return (
        <EmptyState role="alert" hint="Failed to load conversations. Please try again">
          <Button type="button" onClick={() => void conversations.refetch()} disabled={conversations.isFetching}>
            Refresh
          </Button>
        </EmptyState>
      );
    }
    if (all.length === 0) {
      return (
        <EmptyState title="No messages yet" hint="When you contact a seller, or a buyer contacts you, your conversation shows up here.">
          <ButtonLink href="/marketplace">Browse the Marketplace</ButtonLink>
        </EmptyState>
      );
    }
    if (shown.length === 0) return <EmptyState hint={`No conversations match "${search.trim()}"`} />;
    return <ConversationList conversations={shown} currentUserId={user.id} />;
  };

  return (
    <Wrapper>
      <Header>
        <h1>Messages</h1>
        <Muted>Your private conversations with buyers and sellers</Muted>
      </Header>
      {all.length > 0 && (
        <Search>
          <label className="visually-hidden" htmlFor="conversation-search">
            Search conversations
          </label>
          <Input
            id="conversation-search"
            type="search"
            placeholder="Search by name or username"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Search>
      )}
      {renderBody()}
    </Wrapper>
  );
}

const Wrapper = styled(Page)`
  max-width: 760px;
`;

const Header = styled.div`
  display: grid;
  gap: 4px;
  margin-bottom: 20px;
  h1 {
    margin: 0;
    font-size: 2rem;
  }
`;

const Search = styled.div`
  margin-bottom: 16px;
`;
