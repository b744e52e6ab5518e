// The public module of moderation-state: what other areas may use (docs/architecture-areas.md). What moderation keeps from the public (visibility), the open queue items, and the log of admin decisions: the part of moderation other areas write and read.
export * from './admin-actions';
export * from './items';
export * from './listing-moderation';
export * from './moderation-item-row';
export * from './pending-count';
export * from './undo-state';
export * from './visibility';
