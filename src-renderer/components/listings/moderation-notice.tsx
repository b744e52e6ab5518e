import styled from 'styled-components';
import { formatDate } from '../../../src-shared/format/dates';
import type { ListingModeration } from '../../../src-shared/types';

export const UNDER_REVIEW_TEXT = 'Hidden while a moderator reviews reports';

/** What a seller is told about their listing's moderation, in one sentence. */
export function moderationText(moderation: ListingModeration): string {
  const on = moderation.decidedAt ? ` on ${formatDate(moderation.decidedAt)}` : '';
  switch (moderation.state) {
    case 'under_review':
      return UNDER_REVIEW_TEXT;
    case 'kept':
      return `A moderator reviewed the reports${on} and kept this listing: everyone can see it again`;
    case 'removed':
      return `Removed by a moderator after reports${on}: only you can see it`;
  }
}

/**
 * Tells the seller (only they and admins get `moderation`) what moderation did to the listing: on
 * its page as a note, in My Listings beside the status.
 */
export function ModerationNotice({ moderation, isCompact = false }: { moderation: ListingModeration | null | undefined; isCompact?: boolean }) {
  if (!moderation) return null;
  return (
    <Notice role="status" $isCompact={isCompact} $tone={moderation.state === 'kept' ? 'calm' : 'alert'}>
      {moderationText(moderation)}
    </Notice>
  );
}

const Notice = styled.p<{ $isCompact: boolean; $tone: 'calm' | 'alert' }>`
  margin: ${({ $isCompact }) => ($isCompact ? '6px 0 0' : '0')};
  padding: ${({ $isCompact }) => ($isCompact ? '0' : '10px 14px')};
  border-radius: 8px;
  border: ${({ $isCompact, $tone, theme }) => ($isCompact ? 'none' : `1px solid ${$tone === 'alert' ? theme.colors.danger : theme.colors.border}`)};
  font-size: ${({ $isCompact }) => ($isCompact ? '0.85rem' : '0.95rem')};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  max-width: ${({ $isCompact }) => ($isCompact ? '22ch' : 'none')};
`;
