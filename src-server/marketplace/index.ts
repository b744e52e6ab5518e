export * from './listing-notifications';
export * from './marketplace.routes';
export * from './product-queries';
export * from './products.service';
