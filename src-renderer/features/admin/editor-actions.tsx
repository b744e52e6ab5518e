import styled from 'styled-components';
import type { ContentStatus } from '../../../src-shared/types';
import { Button, ButtonLink, ButtonRow } from '../../components/ui';
import type { SaveState } from './use-content-editor';

const timeOf = (at: Date) => at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The status line's words: what is saved, what is being saved, what failed. */
export function saveStatusText(state: SaveState, status: ContentStatus, hasChanges: boolean, isNew: boolean): string {
  if (state.kind === 'saving') return 'Saving…';
  if (state.kind === 'failed') return 'Not saved — retrying';
  if (status === 'published' && !isNew) return hasChanges ? 'Published · changes not saved until you update' : 'Published';
  if (state.kind === 'incomplete') return 'Not saved yet — fill in the required fields';
  if (state.kind === 'saved') return hasChanges ? 'Draft · changes not saved yet' : `Saved at ${timeOf(state.at)}`;
  if (isNew) return 'Not saved yet · drafts save as you write';
  return hasChanges ? 'Draft · changes not saved yet' : 'Draft · Saved';
}

interface EditorActionsProps {
  status: ContentStatus;
  saveState: SaveState;
  hasChanges: boolean;
  /** nothing saved yet, or saved only by this page's autosave */
  isNew: boolean;
  isBusy: boolean;
  /** the main button: 'Create Blog Post' on a new item, 'Publish' on a draft, 'Update Blog' on a published item */
  publishLabel: string;
  updateLabel: string;
  busyLabel: string;
  onSaveDraft: () => void;
}

/**
 * The foot of an authoring form: the save status (read out politely as it changes), Cancel, Save
 * draft (Unpublish on a published item) and the main action.
 */
export function EditorActions(props: EditorActionsProps) {
  const isPublished = props.status === 'published' && !props.isNew;
  return (
    <Foot>
      <Status role="status" aria-live="polite" data-testid="save-status">
        {saveStatusText(props.saveState, props.status, props.hasChanges, props.isNew)}
      </Status>
      <ButtonRow>
        <ButtonLink href="/admin" $variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="button" $variant="secondary" disabled={props.isBusy} onClick={props.onSaveDraft}>
          {isPublished ? 'Unpublish' : 'Save draft'}
        </Button>
        <Button type="submit" disabled={props.isBusy}>
          {props.isBusy ? props.busyLabel : isPublished ? props.updateLabel : props.publishLabel}
        </Button>
      </ButtonRow>
    </Foot>
  );
}

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
