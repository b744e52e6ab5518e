export * from './blogs/blogs.service';
export * from './content-preview.routes';
export * from './content.routes';
export * from './deals/deals.service';
export * from './reviews/reviews.service';
