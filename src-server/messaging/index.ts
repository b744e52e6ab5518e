// The public module of messaging: what other areas may use (docs/architecture-areas.md). Conversations and private messages.
export * from './messaging.routes';
