// The public module of comments: what other areas may use (docs/architecture-areas.md). Comments on posts, reviews and listings.
export * from './comment-content';
export * from './comment-notifications';
export * from './comment-row';
export * from './comments.routes';
export * from './comments.service';
