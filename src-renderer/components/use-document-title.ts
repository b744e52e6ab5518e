import { useEffect } from 'react';

export const SITE_NAME = 'Nestly';

/** Sets the tab title to 'Page – Nestly' (or the full title given for the home page). */
export function useDocumentTitle(title: string | undefined, isFullTitle = false): void {
  useEffect(() => {
    if (!title) return;
    document.title = isFullTitle ? title : `${title} – ${SITE_NAME}`;
  }, [title, isFullTitle]);
}
