import { Link } from 'wouter';
import styled from 'styled-components';
import type { ListingRef } from '../../../src-shared/types';
import { isNotFound } from '../../api/api-error';
import { useConversation } from '../../api/conversations';
import { threadMessages, useThread } from '../../api/messages';
import { SkeletonBlock } from '../../components/skeleton';
import { NoticePage } from '../../components/notice-page';
import { ButtonLink, Button, Card, Muted, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRequireSignIn } from '../../components/use-require-sign-in';
import { ConversationHeader } from './conversation-header';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

/** The listing a message sent now will be about: the last one Contact Seller was pressed for. */
function NextTopic({ product }: { product: ListingRef }) {
  return (
    <NextTopicLine data-testid="next-topic">
      {'Your next message is about '}
      <Link href={`/marketplace/listing/${product.id}`}>{product.name}</Link>
    </NextTopicLine>
  );
}

function parseConversationId(value: string | undefined): number | null {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function ConversationNotFound() {
  return (
    <NoticePage>
      <h1>Conversation Not Found</h1>
      <Muted>This conversation does not exist, or you are not part of it.</Muted>
      <ButtonLink href="/messages">Back to Messages</ButtonLink>
    </NoticePage>
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

  if (id === null || isNotFound(conversation.error) || isNotFound(thread.error)) return <ConversationNotFound />;
  // a refresh that fails (the connection dropped as it ran) keeps what is on screen, and the message being written
  if ((conversation.isError && !conversation.data) || (thread.isError && !thread.data)) {
    return (
      <NoticePage role="alert">
        <h1>Could not load this conversation</h1>
        <Button
          type="button"
          onClick={() => {
            void conversation.refetch();
            void thread.refetch();
          }}
        >
          Refresh
        </Button>
      </NoticePage>
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
            {conversation.data.product && <NextTopic product={conversation.data.product} />}
            <MessageComposer conversationId={conversation.data.id} />
          </>
        )}
      </Card>
    </Wrapper>
  );
}

const Wrapper = styled(Page)`
  max-width: 860px;
  @media (max-width: 600px) {
    padding-left: 8px;
    padding-right: 8px;
  }
`;

const Loading = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
`;

const NextTopicLine = styled.p`
  margin: 0;
  padding: 10px 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  & + form {
    border-top: 0;
  }
`;
