export * from './comment-content';
export * from './comment-notifications';
export * from './comment-row';
export * from './comments.routes';
export * from './comments.service';
