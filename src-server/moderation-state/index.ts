export * from './admin-actions';
export * from './items';
export * from './listing-moderation';
export * from './moderation-item-row';
export * from './pending-count';
export * from './undo-state';
export * from './visibility';
