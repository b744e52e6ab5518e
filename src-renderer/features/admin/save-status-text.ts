import type { ContentStatus } from '../../../src-shared/types';
import type { SaveState } from './use-content-editor';

const timeOf = (at: Date) => at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The status line's words: what is saved, what is being saved, what failed. */
export function saveStatusText(state: SaveState, status: ContentStatus, hasChanges: boolean, isNew: boolean): string {
  if (state.kind === 'saving') return 'Saving…';
  const isPublished = status === 'published' && !isNew;
  // drafts are tried again by themselves; a published item's edits wait for the next Update
  if (state.kind === 'failed') return isPublished ? 'Not saved — please try again' : 'Not saved — retrying';
  if (isPublished) return hasChanges ? 'Published · changes not saved until you update' : 'Published';
  if (state.kind === 'incomplete') return 'Not saved yet — fill in the required fields';
  if (state.kind === 'saved') return hasChanges ? 'Draft · changes not saved yet' : `Saved at ${timeOf(state.at)}`;
  if (isNew) return 'Not saved yet · drafts save as you write';
  return hasChanges ? 'Draft · changes not saved yet' : 'Draft · Saved';
}
