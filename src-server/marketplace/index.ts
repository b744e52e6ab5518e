// The public module of marketplace: what other areas may use (docs/architecture-areas.md). Listings, their photos and favourites, and who may see which listing.
export * from './listing-notifications';
export { keepListingsInMemory, listingIndexReady } from './listing-index';
export { applyVisibility, type ListingReach } from './listing-visibility';
export * from './marketplace.routes';
export * from './product-queries';
export * from './products.service';
export { seesAsPublic } from './public-view';
