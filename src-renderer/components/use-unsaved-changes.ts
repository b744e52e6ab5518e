import { useEffect } from 'react';

export const DISCARD_QUESTION = 'You have unsaved changes. Discard them?';

/** Asks before edits are thrown away; true when the person agrees to lose them. */
export function confirmDiscard(): boolean {
  return window.confirm(DISCARD_QUESTION);
}

/** A click that would take the browser to another page of this site (a plain left click on a link). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  return url.origin === here.origin && url.pathname === here.pathname && url.search === here.search ? null : anchor;
}

/**
 * While a form has edits, leaving the page asks first: a link within the site (checked in the capture
 * phase, before the router sees the click) and closing or reloading the tab (the browser's own prompt).
 */
export function useUnsavedChangesPrompt(hasChanges: boolean): void {
  useEffect(() => {
    if (!hasChanges) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const handleClick = (event: MouseEvent) => {
      if (!leavingLink(event) || confirmDiscard()) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    document.addEventListener('click', handleClick, true);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      document.removeEventListener('click', handleClick, true);
    };
  }, [hasChanges]);
}
