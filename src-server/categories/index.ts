// The public module of categories: what other areas may use (docs/architecture-areas.md). Marketplace and blog categories: the list, one by slug or id, and the filter by either.
export * from './categories.routes';
export * from './category-filters';
