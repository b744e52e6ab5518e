/**
 * The admin console's panels, each complete on its own (data, live refresh, dialogs), for any frame
 * that shows them: the /admin tabs here, the desktop console's side navigation there. Only the
 * content panel needs telling which section to show (`?section=` in both).
 */
export { CommentsPanel } from './comments-panel';
export { ContentPanel } from './content-panel';
export { ModerationPanel } from './moderation-panel';
export { OverviewPanel } from './overview-panel';
export { UsersPanel } from './users-panel';
export { ADMIN_TABS, CONTENT_SECTIONS, adminHref, adminPlace, type AdminTab, type ContentSection } from './admin-place';
