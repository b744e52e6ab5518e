export * from './match-new-listing';
export * from './notify-matches';
export * from './saved-searches.routes';
