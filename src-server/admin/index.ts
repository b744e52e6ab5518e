// The public module of admin: what other areas may use (docs/architecture-areas.md). The admin console's calls: dashboard stats, members, comments, mail status.
export * from './admin.routes';
export * from './mail-status.routes';
