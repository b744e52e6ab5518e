import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { ReportTargetType } from '../../src-shared/types';
import { useCurrentUser } from '../api/auth';
import { FlagIcon } from './icons';
import { Button } from './ui';

// the form and its rules load when a member first reports something, not with every page that can be reported
const ReportDialog = lazy(async () => ({ default: (await import('./report-form-dialog')).ReportDialog }));

export const NOUNS: Record<ReportTargetType, string> = { product: 'listing', comment: 'comment', message: 'message', user: 'member' };

interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  /** who wrote or sells it: members do not report their own things (nor anyone while signed out) */
  ownerId: number;
  /** what the button reads to a screen reader when several sit on one screen, e.g. 'Report comment by Emma' */
  label?: string;
  /** a small flag without words, for dense places like a message bubble */
  compact?: boolean;
}

/**
 * Report: a reason from the short list and optional details, sent to the moderators. One report
 * per member per item; a second one shows the server's message.
 */
export function ReportButton({ targetType, targetId, ownerId, label, compact = false }: ReportButtonProps) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user || user.id === ownerId) return null;
  const name = label ?? `Report ${NOUNS[targetType]}`;
  return (
    <>
      <Trigger type="button" $variant="ghost" $compact={compact} aria-label={name} onClick={() => setOpen(true)}>
        <FlagIcon size={compact ? 16 : 18} />
        {!compact && <span>Report</span>}
      </Trigger>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

const Trigger = styled(Button)<{ $compact: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $compact }) => ($compact ? 'min-height: 32px; min-width: 32px; padding: 4px;' : '')}
`;
