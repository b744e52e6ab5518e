// The public module of web: what other areas may use (docs/architecture-areas.md). Server-rendered pages, the single-page app files, robots.txt and the sitemap.
export * from './page-head';
export * from './render-page';
export * from './site-files';
export * from './spa';
