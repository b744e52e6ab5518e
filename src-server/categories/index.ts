export * from './categories.routes';
export * from './category-filters';
