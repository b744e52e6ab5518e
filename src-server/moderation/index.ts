// The public module of moderation: what other areas may use (docs/architecture-areas.md). The moderation queue, reports and decisions.
export * from './moderation.routes';
export * from './report-standing';
