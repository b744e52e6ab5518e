// The public module of saved-searches: what other areas may use (docs/architecture-areas.md). Saved marketplace searches and their new-match notices.
export * from './match-new-listing';
export * from './notify-matches';
export * from './saved-searches.routes';
