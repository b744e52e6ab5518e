export * from './moderation.routes';
export * from './report-standing';
