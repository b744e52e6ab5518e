// The public module of content: what other areas may use (docs/architecture-areas.md). Blog posts, reviews and deals.
export * from './blogs/blogs.service';
export * from './content-preview.routes';
export * from './content.routes';
export * from './deals/deals.service';
export * from './reviews/reviews.service';
