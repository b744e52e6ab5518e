import { useState } from 'react';
import { useLocation } from 'wouter';
import type { SavedItem } from './use-content-editor';

/**
 * The create page and the edit page of a kind are one page component (routes.tsx gives both routes
 * the same key), so the first autosave of a new item can put its edit page's address in the bar
 * (replacing the create page in the history) while the form, its focus and its caret stay as they
 * are. Opening the create page again starts a fresh form.
 */
export function useEditorSession(id: string | undefined, editPath: (id: number) => string) {
  const [, navigate] = useLocation();
  const [session, setSession] = useState<{ key: number; createdId: string | null }>({ key: 0, createdId: null });
  if (id === undefined && session.createdId !== null) setSession({ key: session.key + 1, createdId: null });
  return {
    /** the form started on the create page (and may have been saved as a draft since) */
    isNew: id === undefined || id === session.createdId,
    key: session.key,
    handleCreated: (item: SavedItem) => {
      setSession((current) => ({ ...current, createdId: String(item.id) }));
      navigate(editPath(item.id), { replace: true });
    },
  };
}
