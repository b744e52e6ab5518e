export * from './page-head';
export * from './render-page';
export * from './site-files';
export * from './spa';
