import { Fragment, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { formatTimeOfDay } from '../../../src-shared/format/conversation-time';
import type { ListingRef, Message } from '../../../src-shared/types';
import { CoverImage } from '../../components/cover-image';
import { ReportButton } from '../../components/report-dialog';
import { Button, Muted } from '../../components/ui';
import { groupByDay } from './thread-days';
import { topicStarts } from './thread-topics';

/** Which listing the messages below it were sent about. */
function Topic({ product }: { product: ListingRef }) {
  return (
    <TopicHeading data-testid="message-topic">
      <CoverImage src={product.image} />
      <span>About:</span> <Link href={`/marketplace/listing/${product.id}`}>{product.name}</Link>
    </TopicHeading>
  );
}

interface MessageThreadProps {
  messages: Message[];
  currentUserId: number;
  otherName: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The thread, grouped by day, own messages on the right, each run of messages under the listing
 * it was sent about; it follows new messages to the bottom.
 */
export function MessageThread({ messages, currentUserId, otherName, hasOlder, isLoadingOlder, onLoadOlder }: MessageThreadProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const newestId = messages[messages.length - 1]?.id;
  const starts = topicStarts(messages);

  // only a new last message scrolls down; loading older messages keeps the reader's place
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  return (
    <Log ref={logRef} role="log" aria-label={`Messages with ${otherName}`} tabIndex={0} data-testid="message-thread">
      {hasOlder && (
        <Older>
          <Button type="button" $variant="ghost" onClick={onLoadOlder} disabled={isLoadingOlder}>
            {isLoadingOlder ? 'Loading...' : 'Load earlier messages'}
          </Button>
        </Older>
      )}
      {messages.length === 0 && <Muted>{`No messages yet. Say hello to ${otherName}!`}</Muted>}
      {groupByDay(messages).map((group) => (
        <section key={group.key} aria-label={group.heading}>
          <DayHeading>{group.heading}</DayHeading>
          {group.messages.map((message) => {
            const isOwn = message.sender_id === currentUserId;
            return (
              <Fragment key={message.id}>
                {starts.has(message.id) && message.product && <Topic product={message.product} />}
                <Bubble $isOwn={isOwn} data-testid={isOwn ? 'own-message' : 'their-message'}>
                  <span className="visually-hidden">{isOwn ? 'You:' : `${otherName}:`}</span>
                  <p>{message.content}</p>
                  <Footer>
                    <time dateTime={message.created_at}>{formatTimeOfDay(new Date(message.created_at))}</time>
                    {!isOwn && (
                      <ReportButton targetType="message" targetId={message.id} ownerId={message.sender_id} label={`Report message from ${otherName}`} compact />
                    )}
                  </Footer>
                </Bubble>
              </Fragment>
            );
          })}
        </section>
      ))}
    </Log>
  );
}

const Log = styled.div`
  display: grid;
  align-content: start;
  gap: 6px;
  height: clamp(320px, calc(100vh - 360px), 640px);
  overflow-y: auto;
  padding: 16px;
  background: ${({ theme }) => theme.colors.background};
`;

const DayHeading = styled.h2`
  justify-self: center;
  margin: 12px 0 6px;
  padding: 2px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
  font-weight: 600;
`;

const TopicHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: 8px;
  width: fit-content;
  max-width: 100%;
  margin: 10px auto 6px;
  padding: 4px 12px 4px 4px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.85rem;
  font-weight: 600;
  img {
    flex: none;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    object-fit: cover;
  }
  a {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Bubble = styled.div<{ $isOwn: boolean }>`
  justify-self: ${({ $isOwn }) => ($isOwn ? 'end' : 'start')};
  max-width: min(80%, 560px);
  padding: 8px 12px;
  border-radius: 16px;
  border-bottom-${({ $isOwn }) => ($isOwn ? 'right' : 'left')}-radius: 4px;
  background: ${({ theme, $isOwn }) => ($isOwn ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $isOwn }) => ($isOwn ? theme.colors.primaryText : theme.colors.text)};
  border: 1px solid ${({ theme, $isOwn }) => ($isOwn ? theme.colors.primary : theme.colors.border)};
  p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  time { display: block; margin-top: 2px; font-size: 0.75rem; text-align: right; }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 4px;
`;

const Older = styled.div`
  justify-self: center;
`;
