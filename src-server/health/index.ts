// The public module of health: what other areas may use (docs/architecture-areas.md). The health check.
export * from './health.routes';
