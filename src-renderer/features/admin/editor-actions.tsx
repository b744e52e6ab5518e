import styled from 'styled-components';
import type { ContentStatus } from '../../../src-shared/types';
import { Button, ButtonLink, ButtonRow } from '../../components/ui';
import { saveStatusText } from './save-status-text';
import type { SaveState } from './use-content-editor';

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
