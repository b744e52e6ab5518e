import styled from 'styled-components';
import { errorStatus } from '../../api/api-request';
import { useConversation } from '../../api/conversations';
import { threadMessages, useThread } from '../../api/messages';
import { SkeletonBlock } from '../../components/skeleton';
import { ButtonLink, Button, Card, Muted, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRequireSignIn } from '../../components/use-require-sign-in';
import { ConversationHeader } from './conversation-header';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

const Wrapper = styled(Page)`
  max-width: 860px;
  @media (max-width: 600px) { padding-left: 8px; padding-right: 8px; }
`;

const Notice = styled(Page)`
  display: grid;
  justify-items: center;
  gap: 16px;
  max-width: 640px;
  padding-top: 72px;
  text-align: center;
  h1 { margin: 0; font-size: 1.8rem; }
`;

const Loading = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
`;

function parseConversationId(value: string | undefined): number | null {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function ConversationNotFound() {
  return (
    <Notice>
      <h1>Conversation Not Found</h1>
      <Muted>This conversation does not exist, or you are not part of it.</Muted>
      <ButtonLink href="/messages">Back to Messages</ButtonLink>
    </Notice>
  );
}

/** /messages/conversation/{id}: the thread with the other member, live while the page is open. */
export function ConversationPage({ params }: { params: { id?: string } }) {
  const { user } = useRequireSignIn();
  const id = parseConversationId(params.id);
  const canLoad = Boolean(user) && id !== null;
  const conversation = useConversation(id ?? 0, canLoad);
  const thread = useThread(id ?? 0, canLoad);
  const otherName = conversation.data?.otherUser.name;
  useDocumentTitle(otherName ? `Messages with ${otherName}` : 'Messages');

  if (id === null || errorStatus(conversation.error) === 404 || errorStatus(thread.error) === 404) return <ConversationNotFound />;
  if (conversation.isError || thread.isError) {
    return (
      <Notice role="alert">
        <h1>Could not load this conversation</h1>
        <Button type="button" onClick={() => { void conversation.refetch(); void thread.refetch(); }}>Refresh</Button>
      </Notice>
    );
  }

  return (
    <Wrapper>
      <Card as="section" aria-label="Conversation">
        {!user || !conversation.data || !thread.data ? (
          <Loading data-testid="skeleton" aria-hidden="true">
            <SkeletonBlock $height="44px" $width="50%" />
            <SkeletonBlock $height="60px" $width="70%" />
            <SkeletonBlock $height="60px" $width="60%" />
          </Loading>
        ) : (
          <>
            <ConversationHeader conversation={conversation.data} />
            <MessageThread
              messages={threadMessages(thread.data)}
              currentUserId={user.id}
              otherName={conversation.data.otherUser.name}
              hasOlder={thread.hasNextPage}
              isLoadingOlder={thread.isFetchingNextPage}
              onLoadOlder={() => void thread.fetchNextPage()}
            />
            <MessageComposer conversationId={conversation.data.id} />
          </>
        )}
      </Card>
    </Wrapper>
  );
}
