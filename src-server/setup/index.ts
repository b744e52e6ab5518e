// The public module of setup: what other areas may use (docs/architecture-areas.md). The desktop first-run setup.
export * from './embedded-deps';
export * from './setup.routes';
