import styled from 'styled-components';
import { Button, ButtonLink, ButtonRow } from '../../components/ui';
import { saveStatusText } from './save-status-text';
import type { ContentEditor } from './use-content-editor';

interface EditorActionsProps {
  editor: ContentEditor;
  /** nothing saved yet, or saved only by this page's autosave */
  isNew: boolean;
  /** the main button: 'Create Blog Post' on a new item, 'Publish' on a draft, 'Update Blog' on a published item */
  publishLabel: string;
  updateLabel: string;
  busyLabel: string;
}

/**
 * The foot of an authoring form: the save status (read out politely as it changes), Cancel, Save
 * draft (Unpublish on a published item) and the main action.
 */
export function EditorActions({ editor, ...props }: EditorActionsProps) {
  const isPublished = editor.status === 'published' && !props.isNew;
  const isBusy = editor.formik.isSubmitting;
  return (
    <Foot>
      <Status role="status" aria-live="polite" data-testid="save-status">
        {saveStatusText(editor.saveState, editor.status, editor.hasChanges, props.isNew)}
      </Status>
      <ButtonRow>
        <ButtonLink href="/admin" $variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="button" $variant="secondary" disabled={isBusy} onClick={editor.handleSaveDraft}>
          {isPublished ? 'Unpublish' : 'Save draft'}
        </Button>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? props.busyLabel : isPublished ? props.updateLabel : props.publishLabel}
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
